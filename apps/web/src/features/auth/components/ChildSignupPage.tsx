import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Navigate, useLocation } from '../../../shared/router';
import { paths } from '../../../shared/paths';
import { FullPageLoader } from '../../../shared/ui/FullPageLoader';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useInvitationCheck } from '../api/useAuthCommands';
import { inviteCheckFailure, inviteRefused } from '../authErrors';
import { inviteCodeFromUrl } from '../authQuery';
import { ChildSignupDone } from './ChildSignupDone';
import { ChildSignupForm } from './ChildSignupForm';

/** /child-signup?invite_code=inv_...: a child creates its game account from a parent's invitation. */
export function ChildSignupPage() {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  const [code] = useState(() => inviteCodeFromUrl(new URLSearchParams(search).get('invite_code')));
  const check = useInvitationCheck(code);
  const [loginName, setLoginName] = useState<string | null>(null);

  if (check.data?.role === 'parent') {
    return <Navigate to={paths.signup({ invite_code: code })} replace />;
  }

  let body;
  if (loginName) {
    body = <ChildSignupDone loginName={loginName} />;
  } else if (!code) {
    body = <Problem title={t('child.noCodeTitle')} body={t('child.noCode')} />;
  } else if (check.isError) {
    const canRetry = !inviteRefused(check.error);
    body = (
      <Problem
        title={inviteCheckFailure(check.error) ?? ''}
        body={canRetry ? t('child.checkFailedHelp') : t('child.invalidHelp')}
        onRetry={canRetry ? () => void check.refetch() : undefined}
      />
    );
  } else if (!check.data) {
    body = <FullPageLoader />;
  } else {
    body = <ChildSignupForm inviteCode={code} invitation={check.data} onDone={setLoginName} />;
  }

  return (
    <Stack gap="lg" py="md">
      <Stack gap={4} align="center" ta="center">
        <Title order={1}>{t('child.title')}</Title>
        <Text size="lg" c="dimmed">
          {t('child.subtitle')}
        </Text>
      </Stack>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {body}
      </Paper>
    </Stack>
  );
}

function Problem({ title, body, onRetry }: { title: string; body: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorAlert title={title}>
      <Text size="sm">{body}</Text>
      {onRetry && (
        <Button variant="white" color="danger" size="xs" mt="sm" onClick={onRetry}>
          {t('tryAgain')}
        </Button>
      )}
    </ErrorAlert>
  );
}
