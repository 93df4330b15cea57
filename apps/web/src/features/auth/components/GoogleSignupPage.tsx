import { Paper, Stack } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Navigate, useLocation, useNavigate } from '../../../shared/router';
import { paths, type FamilyPageState } from '../../../shared/paths';
import { useSession } from '../../../shared/session';
import { FullPageLoader } from '../../../shared/ui/FullPageLoader';
import { authErrorMessage } from '../authErrors';
import { isGoogleHandOver, ssoFromState, type GoogleHandOver } from '../google';
import { rememberSso, type SsoInfo } from '../sso';
import type { AuthFailure } from './failure';
import { AuthHeader } from './AuthHeader';
import { GameReturnModal } from './GameReturnModal';
import { IntroVideoModal } from './IntroVideoModal';
import { AuthErrorModal, MessageModal } from './MessageModal';
import { SignUpForm } from './SignUpForm';
import { useInviteFromLink } from './useInviteFromLink';
import { useLandAfterSignIn } from './useLandAfterSignIn';

type Outcome = GoogleHandOver['google'];
type NewPerson = Extract<Outcome, { exists: false }>;

/**
 * /signup-with-google: where /google-callback hands over. An existing
 * account is signed in already ('Signing you in...'); a new person completes the account: the
 * e-mail is the one the issuer verified, a password is still set for e-mail sign-in.
 */
export function GoogleSignupPage() {
  const location = useLocation();
  const [outcome] = useState<Outcome | null>(() => (isGoogleHandOver(location.state) ? location.state.google : null));
  // SSO mode as the server kept it through the issuer; remembered for the way back to the game.
  const [sso] = useState(() => (outcome ? ssoFromState(outcome.state) : null));

  useEffect(() => {
    if (sso) rememberSso(sso);
  }, [sso]);

  if (!outcome) return <Navigate to={paths.signup()} replace />;
  return outcome.exists ? <SigningIn sso={sso} accountLinked={outcome.account_linked} /> : <CompleteAccount outcome={outcome} sso={sso} />;
}

function SigningIn({ sso, accountLinked }: { sso: SsoInfo | null; accountLinked: boolean }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const land = useLandAfterSignIn();
  const { authenticated } = useSession();
  // An account someone made before with this e-mail was just linked: its owner first sees who else is
  // in the family, and may remove them (ADR 0028); anyone else goes where the account works (the
  // dashboard, or an operator's console).
  const enter = useCallback(() => {
    const linkedNotice: FamilyPageState = { accountLinked: true };
    if (accountLinked) navigate(paths.familyMembers(), { replace: true, state: linkedNotice });
    else void land({ replace: true });
  }, [accountLinked, land, navigate]);

  useEffect(() => {
    // Unless the game waits for the parent.
    if (!sso && authenticated) enter();
  }, [sso, authenticated, enter]);

  // Signed out since (a page kept in history): there is nobody to sign in.
  if (!authenticated) return <Navigate to={paths.signup()} replace />;
  return (
    <Stack gap="lg" py="md">
      <AuthHeader subtitle={t('header.googleSigningIn')} />
      <FullPageLoader />
      <GameReturnModal
        opened={sso !== null}
        title={t('gameReturn.signedInTitle')}
        message={t('gameReturn.body')}
        action="signin"
        sso={sso}
        onStay={enter}
      />
    </Stack>
  );
}

function CompleteAccount({ outcome, sso }: { outcome: NewPerson; sso: SsoInfo | null }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { state } = outcome;
  const invite = useInviteFromLink(state.invite_code ?? '');
  const [modal, setModal] = useState<'none' | 'created' | 'info' | 'video'>('none');
  const [error, setError] = useState<AuthFailure | null>(null);
  const shownError = (error && authErrorMessage(error.error, error.mode)) ?? invite.failure;
  const invitedBy = invite.invitation?.inviter_email ?? null;
  const query = {
    tab: 'signup' as const,
    inviteCode: invite.code,
    campaign: state.campaign ?? '',
    hospital: state.hospital ?? '',
    email: outcome.email,
    sso,
    // The server checked the campaign and hospital when the sign-in started.
    dropped: [],
  };

  return (
    <Stack gap="lg" py="md">
      <AuthHeader subtitle={t('header.googleComplete')} onWatchVideo={() => setModal('video')} />
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <SignUpForm
          query={query}
          googleTicket={outcome.google_ticket}
          invite={{ code: invite.code, invitedBy, checking: invite.checking }}
          onSignedUp={() => setModal('created')}
          onError={setError}
          onInfo={() => setModal('info')}
        />
      </Paper>
      <AuthErrorModal
        message={shownError}
        onClose={() => {
          setError(null);
          invite.dismissFailure();
        }}
      />
      <GameReturnModal
        opened={modal === 'created'}
        title={t('gameReturn.createdTitle')}
        message={t('gameReturn.body')}
        action="signup"
        sso={sso}
        // Replacing: Back must not show the form whose ticket is spent.
        onStay={() => navigate(paths.familyMembers(), { replace: true })}
      />
      <MessageModal opened={modal === 'info'} title={t('modal.infoTitle')} message={t('modal.infoBody')} onClose={() => setModal('none')} />
      <IntroVideoModal opened={modal === 'video'} onClose={() => setModal('none')} />
    </Stack>
  );
}
