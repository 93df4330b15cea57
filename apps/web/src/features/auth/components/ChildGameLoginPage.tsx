import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLocation } from '../../../shared/router';
import { Icon } from '../../../shared/ui/icons';
import { LoadError } from '../../../shared/ui/LoadError';
import { useSignInOptions } from '../api/useAuthCommands';
import { leaveFor } from '../leave';
import { parseUrl } from '../../../shared/parseUrl';

/** The game's sign-in page with the link's one-time token, or null when either is missing. */
export function gameLoginAddress(gameUrl: string, token: string): string | null {
  const url = gameUrl && token ? parseUrl(gameUrl) : null;
  if (!url) return null;
  url.searchParams.set('login_token', token);
  return url.toString();
}

/**
 * /child-login: a child's one-time login link (ParentPasswordInfo.createLoginLink) lands here, on the
 * hospital's own address, and goes straight on to the game's sign-in page with its token. Without a
 * token, or while the deployment has no game address, it says so in words a child's parent can act on.
 */
export function ChildGameLoginPage() {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  const [token] = useState(() => new URLSearchParams(search).get('login_token')?.trim() ?? '');
  const options = useSignInOptions();
  const gameUrl = options.data?.game_url ?? '';
  const target = gameLoginAddress(gameUrl, token);

  useEffect(() => {
    if (target) leaveFor(target, { replace: true });
  }, [target]);

  let body;
  if (!token) body = <Problem text={t('childLogin.noToken')} />;
  else if (target)
    body = (
      <Stack gap="sm" align="center">
        <Loader aria-hidden="true" />
        <Text role="status">{t('childLogin.opening')}</Text>
        <Button component="a" href={target} variant="light" rightSection={<Icon name="externalLink" size={18} />}>
          {t('childLogin.openGame')}
        </Button>
      </Stack>
    );
  else if (options.isError) body = <LoadError message={t('childLogin.loadFailed')} onRetry={() => void options.refetch()} />;
  else if (options.data) body = <Problem text={t('childLogin.noGame')} />;
  else body = <Loader aria-label={t('childLogin.opening')} />;

  return (
    <Stack gap="lg" py="xl">
      <Title order={1} fz={28}>
        {t('childLogin.title')}
      </Title>
      <Paper withBorder radius="lg" p="md">
        {body}
      </Paper>
    </Stack>
  );
}

function Problem({ text }: { text: string }) {
  return (
    <Alert color="warning" variant="light" icon={<Icon name="info" />} role="alert">
      {text}
    </Alert>
  );
}
