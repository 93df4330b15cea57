import { Alert, Anchor, Center, Paper, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';
import { useSession } from '../../../shared/session';
import { authErrorMessage } from '../authErrors';
import { readAuthQuery, type AuthTab } from '../authQuery';
import { isLoginLinkFailure } from '../loginLink';
import type { AuthFailure } from './failure';
import { AuthHeader } from './AuthHeader';
import { IntroVideoModal } from './IntroVideoModal';
import { MessageModal } from './MessageModal';
import { SignedInInviteNotice } from './SignedInInviteNotice';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { useInviteFromLink } from './useInviteFromLink';

type OpenModal = 'none' | 'success' | 'info' | 'video';

/** The combined Sign In / Sign Up page (spec section 2). */
export function AuthPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const { authenticated, user } = useSession();
  const [query] = useState(() => readAuthQuery(location.search));
  const invite = useInviteFromLink(query.inviteCode);
  const [linkFailed] = useState(() => isLoginLinkFailure(location.state));
  // A parent whose login link did not work has an account: signing in is the way on.
  const [tab, setTab] = useState<AuthTab>(linkFailed ? 'signin' : query.tab);
  const [modal, setModal] = useState<OpenModal>('none');
  const [error, setError] = useState<AuthFailure | null>(null);
  const closeModal = () => setModal('none');
  // Worded while rendering, so a language switch re-words an open modal.
  const shownError = (error && authErrorMessage(error.error, error.mode)) ?? invite.failure;
  const invitedBy = invite.invitation?.inviter_email ?? null;

  // A child's invitation opened on the parents' page: the child has a sign-up of its own.
  if (invite.invitation?.role === 'child') {
    return <Navigate to={paths.childSignup({ invite_code: invite.code })} replace />;
  }

  return (
    <Stack gap="lg" py="md">
      <AuthHeader onWatchVideo={() => setModal('video')} />
      {linkFailed && (
        <Alert color="warning" variant="light" role="alert" title={t('loginLink.failedTitle')}>
          {t('loginLink.failed')}
        </Alert>
      )}
      {authenticated && query.inviteCode && <SignedInInviteNotice email={user?.email ?? null} inviterEmail={invitedBy} />}
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Tabs value={tab} onChange={(value) => setTab(value === 'signin' ? 'signin' : 'signup')}>
          <Tabs.List grow aria-label={t('tabs.label')} mb="lg">
            <Tabs.Tab value="signin">{t('tabs.signin')}</Tabs.Tab>
            <Tabs.Tab value="signup">{t('tabs.signup')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="signin">
            <SignInForm initialEmail={query.email} onSignedIn={() => navigate(paths.home())} onError={setError} />
          </Tabs.Panel>
          <Tabs.Panel value="signup">
            <SignUpForm
              query={query}
              invite={{ code: invite.code, invitedBy, checking: invite.checking }}
              onSignedUp={() => setModal('success')}
              onError={setError}
              onInfo={() => setModal('info')}
            />
          </Tabs.Panel>
        </Tabs>
        <Center mt="lg">
          <Anchor component="button" type="button" onClick={() => setTab(tab === 'signin' ? 'signup' : 'signin')}>
            {tab === 'signin' ? t('toggle.toSignup') : t('toggle.toSignin')}
          </Anchor>
        </Center>
      </Paper>

      <MessageModal
        opened={shownError !== null}
        title={t('modal.errorTitle')}
        message={shownError ?? ''}
        onClose={() => {
          setError(null);
          invite.dismissFailure();
        }}
      />
      <MessageModal
        opened={modal === 'success'}
        title={t('modal.successTitle')}
        message={invitedBy ? t('modal.successBodyInvited', { inviter: invitedBy }) : t('modal.successBody')}
        buttonLabel={t('modal.continue')}
        onClose={() => navigate(paths.familyMembers())}
      />
      <MessageModal opened={modal === 'info'} title={t('modal.infoTitle')} message={t('modal.infoBody')} onClose={closeModal} />
      <IntroVideoModal opened={modal === 'video'} onClose={closeModal} />
    </Stack>
  );
}
