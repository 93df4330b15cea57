import { Alert, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Icon } from '../../../shared/ui/icons';

/** Who sent the invitation, first thing on the form: people trust a link more when they know its sender. */
export function InvitedBy({ email, childName }: { email: string; childName?: string | null }) {
  const { t } = useTranslation('auth');
  return (
    <Alert color="primary" variant="light" icon={<Icon name="mail" />} title={t('invitation.joinTitle')}>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {t('invitation.invitedBy', { email })}
      </Text>
      {childName && <Text size="sm">{t('child.forName', { name: childName })}</Text>}
    </Alert>
  );
}
