import { Alert, Anchor, Center, Paper, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Navigate, useLocation, useNavigate } from '../../../shared/router';
import { SignInInstallButton } from '../../../shared/install/LazyInstallOffer';
import { paths } from '../../../shared/paths';
import { FullPageLoader } from '../../../shared/ui/FullPageLoader';
import { isSignInRequired, useSession } from '../../../shared/session';
import { authErrorMessage, googleFailureText } from '../authErrors';
import { authTab, type AuthQuery, type AuthTab } from '../authQuery';
import { isGoogleFailureState } from '../google';
import { isLoginLinkFailure } from '../loginLink';
import type { AuthFailure } from './failure';
import { AuthHeader } from './AuthHeader';
import { GameReturnModal } from './GameReturnModal';
import { GoogleButton } from './GoogleButton';
import { IntroVideoModal } from './IntroVideoModal';
import { AuthErrorModal, MessageModal } from './MessageModal';
import { SignedInInviteNotice } from './SignedInInviteNotice';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { SsoNotice } from './SsoNotice';
import { useInviteFromLink } from './useInviteFromLink';
import { useLandAfterSignIn } from './useLandAfterSignIn';
import { useOpeningQuery } from './useOpeningQuery';
import { useSsoMode } from './useSsoMode';

/** The page's modals; in SSO mode, signing in or up ends in the 'Go Back to Game' choice instead. */
type OpenModal = 'none' | 'success' | 'info' | 'video' | 'ssoSignin' | 'ssoSignup';

/** The combined Sign In / Sign Up page, once the query it opened with is read. */
export function AuthPage() {
  const query = useOpeningQuery(useLocation().search);
  return query ? <AuthForms query={query} /> : <FullPageLoader />;
}

function AuthForms({ query }: { query: AuthQuery }) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const land = useLandAfterSignIn();
  const { authenticated, user } = useSession();
  const invite = useInviteFromLink(query.inviteCode);
  const { sso, destination: ssoDestination, refusal: ssoRefusal } = useSsoMode(query.sso);
  const [linkFailed] = useState(() => isLoginLinkFailure(location.state));
  const [googleFailure, setGoogleFailure] = useState(() => (isGoogleFailureState(location.state) ? location.state.googleFailure : null));
  // A parent whose login link did not work has an account: signing in is the way on.
  const [tab, setTab] = useState<AuthTab>(linkFailed ? 'signin' : query.tab);
  // A new query on the same page (the Session Expired modal's 'Sign In Again') selects its tab.
  const [seenSearch, setSeenSearch] = useState(location.search);
  if (location.search !== seenSearch) {
    setSeenSearch(location.search);
    setTab(authTab(location.search));
  }
  const [modal, setModal] = useState<OpenModal>('none');
  // The account made here with the invitation is signed in at once: the notice is for one that was before.
  const [joinedHere, setJoinedHere] = useState(false);
  const [error, setError] = useState<AuthFailure | null>(null);
  const closeModal = () => setModal('none');
  // Worded while rendering, so a language switch re-words an open modal.
  const shownError =
    (error && authErrorMessage(error.error, error.mode)) ?? (googleFailure && googleFailureText(googleFailure)) ?? invite.failure;
  const invitedBy = invite.invitation?.inviter_email ?? null;

  // A child's invitation opened on the parents' page: the child has a sign-up of its own.
  if (invite.invitation?.role === 'child') {
    return <Navigate to={paths.childSignup({ invite_code: invite.code })} replace />;
  }

  return (
    <Stack gap="lg" py="md">
      {/* Sign-up keeps the page's own words; signing in is not creating an account. */}
      <AuthHeader subtitle={tab === 'signin' ? t('header.signinSubtitle') : undefined} onWatchVideo={() => setModal('video')} />
      {!authenticated && isSignInRequired(location.state) && (
        <Alert color="primary" variant="light" role="status" title={t('signInRequired.title')}>
          {t('signInRequired.body')}
        </Alert>
      )}
      {linkFailed && (
        <Alert color="warning" variant="light" role="alert" title={t('loginLink.failedTitle')}>
          {t('loginLink.failed')}
        </Alert>
      )}
      <SsoNotice
        sso={sso}
        destination={ssoDestination}
        refusal={ssoRefusal}
        signedInAs={authenticated ? (user?.email ?? '') : null}
        onGoBack={() => setModal('ssoSignin')}
      />
      {authenticated && query.inviteCode && !joinedHere && <SignedInInviteNotice email={user?.email ?? null} inviterEmail={invitedBy} />}
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Tabs value={tab} onChange={(value) => setTab(value === 'signin' ? 'signin' : 'signup')}>
          <Tabs.List grow aria-label={t('tabs.label')} mb="lg">
            <Tabs.Tab value="signin">{t('tabs.signin')}</Tabs.Tab>
            <Tabs.Tab value="signup">{t('tabs.signup')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="signin">
            <SignInForm initialEmail={query.email} onSignedIn={() => (sso ? setModal('ssoSignin') : void land())} onError={setError} />
            <SignInInstallButton />
          </Tabs.Panel>
          <Tabs.Panel value="signup">
            <SignUpForm
              query={query}
              invite={{ code: invite.code, invitedBy, checking: invite.checking }}
              onSignedUp={() => {
                setJoinedHere(true);
                setModal(sso ? 'ssoSignup' : 'success');
              }}
              onError={setError}
              onInfo={() => setModal('info')}
            />
          </Tabs.Panel>
        </Tabs>
        <GoogleButton carry={{ inviteCode: invite.code, campaign: query.campaign, hospital: query.hospital, sso }} onError={setError} />
        <Center mt="lg">
          <Anchor component="button" type="button" onClick={() => setTab(tab === 'signin' ? 'signup' : 'signin')}>
            {tab === 'signin' ? t('toggle.toSignup') : t('toggle.toSignin')}
          </Anchor>
        </Center>
      </Paper>

      <AuthErrorModal
        message={shownError}
        onClose={() => {
          setError(null);
          if (googleFailure) {
            setGoogleFailure(null);
            // Said once: a reload or Back must not bring the failure back.
            navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
          }
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
      <GameReturnModal
        opened={modal === 'ssoSignin' || modal === 'ssoSignup'}
        title={modal === 'ssoSignup' ? t('gameReturn.createdTitle') : t('gameReturn.signedInTitle')}
        message={t('gameReturn.body')}
        action={modal === 'ssoSignup' ? 'signup' : 'signin'}
        sso={sso}
        onStay={() => navigate(modal === 'ssoSignup' ? paths.familyMembers() : paths.home())}
      />
      <MessageModal opened={modal === 'info'} title={t('modal.infoTitle')} message={t('modal.infoBody')} onClose={closeModal} />
      <IntroVideoModal opened={modal === 'video'} onClose={closeModal} />
    </Stack>
  );
}
