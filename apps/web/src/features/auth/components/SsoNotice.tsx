import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Icon } from '../../../shared/ui/icons';
import type { SsoInfo } from '../sso';

interface SsoNoticeProps {
  sso: SsoInfo | null;
  /** The host going back leads to. */
  destination: string | null;
  refusal: string | null;
  /** The signed-in parent's e-mail, when someone is signed in already. */
  signedInAs: string | null;
  onGoBack: () => void;
}

/**
 * What SSO mode looks like on the page: where the parent came from and that they go back there
 * afterwards; a game link whose callback is refused says so and offers no way back.
 */
export function SsoNotice({ sso, destination, refusal, signedInAs, onGoBack }: SsoNoticeProps) {
  const { t } = useTranslation('auth');
  if (refusal) {
    return (
      <Alert color="warning" variant="light" role="alert" title={t('sso.refusedTitle')}>
        {refusal}
      </Alert>
    );
  }
  if (!sso) return null;
  return (
    <Alert color="primary" variant="light" icon={<Icon name="gamepad" />} title={t('sso.title')}>
      <Stack gap="xs">
        <Text size="sm">{t('sso.body', { source: sso.source })}</Text>
        {destination && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('sso.returnsTo', { host: destination })}
          </Text>
        )}
        {signedInAs && (
          <>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {t('sso.signedInAs', { email: signedInAs })}
            </Text>
            <Button size="sm" onClick={onGoBack} style={{ alignSelf: 'flex-start' }}>
              {t('gameReturn.back')}
            </Button>
          </>
        )}
      </Stack>
    </Alert>
  );
}
