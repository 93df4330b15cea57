import { limits } from '@t1d/contract';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError } from '../../../shared/api';
import { useFormat } from '../../../shared/format/useFormat';
import { useServerAction } from '../../../shared/pwa/useServerAction';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { Icon } from '../../../shared/ui/icons';
import { LinkShare } from '../../../shared/ui/share/LinkShare';
import { useCreateLoginLink, type LoginLink } from '../api/useFamily';

/** A one-time sign-in link for the game: shown as text and as a QR code the child's device can scan. */
export function LoginLinkCard({ childId, name }: { childId: number; name: string | null }) {
  const { t } = useTranslation('family');
  const format = useFormat();
  const create = useCreateLoginLink();
  const serverAction = useServerAction();
  // Kept in the card, not the query cache: the link is single-use and must not outlive this page.
  const [link, setLink] = useState<LoginLink | null>(null);
  const [failed, setFailed] = useState(false);

  const createLink = () => {
    setFailed(false);
    create.mutate({ child_user_id: childId }, { onSuccess: setLink, onError: (error) => setFailed(!isSilentError(error)) });
  };

  return (
    <Paper withBorder radius="lg" p="md" shadow="xs" component="section" aria-labelledby="login-link-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="login-link-heading">
          {t('loginLink.title')}
        </Title>
        <Text size="sm">{t('loginLink.body', { minutes: limits.loginLinkMinutes })}</Text>
        {link && (
          <>
            <LinkShare
              url={link.url}
              label={t('loginLink.linkLabel')}
              qrLabel={t('loginLink.qrLabel')}
              shareTitle={t('loginLink.shareTitle')}
              shareText={name ? t('loginLink.shareTextFor', { name }) : t('loginLink.shareText')}
            />
            <Alert color="warning" variant="light" icon={<Icon name="clock" />}>
              {t('loginLink.expires', { time: format.dateTime(link.expires_at) })}
            </Alert>
          </>
        )}
        {failed && <ErrorAlert>{t('loginLink.failed')}</ErrorAlert>}
        <Button
          {...serverAction}
          variant={link ? 'light' : 'filled'}
          leftSection={<Icon name="link" size={18} />}
          loading={create.isPending}
          onClick={createLink}
        >
          {link ? t('loginLink.createAnother') : t('loginLink.create')}
        </Button>
      </Stack>
    </Paper>
  );
}
