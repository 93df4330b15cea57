import { ActionIcon, Affix, Button, Stack, Text, Title, Transition } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Navigate, useLocation, useNavigate } from '../../../shared/router';
import { paths } from '../../../shared/paths';
import { restorePersistentLogin, signOut, signupPathFor, useSession } from '../../../shared/session';
import { FullPageLoader } from '../../../shared/ui/FullPageLoader';
import { earlyTapAttribute, takeEarlyTap } from '../../../shared/ui/earlyTap';
import { Icon } from '../../../shared/ui/icons';
import { splashDecision } from '../splashRedirect';
import { Benefits } from './Benefits';
import { useScrollArrow } from './useScrollArrow';

const letsGoTap = 'splash-lets-go';

export function SplashPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { authenticated } = useSession();
  const [decision] = useState(() => splashDecision(search, authenticated));

  useEffect(() => {
    if (decision.kind !== 'redirect') return;
    let cancelled = false;
    // A campaign link starts fresh: end the current session (the server clears its cookie) first.
    const before = decision.clearSession ? signOut() : Promise.resolve();
    void before.then(() => {
      if (!cancelled) navigate(decision.to, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [decision, navigate]);

  if (decision.kind === 'redirect') return <FullPageLoader />;
  // A session stored while the splash is open (another tab signing in) also counts.
  if (decision.kind === 'home' || authenticated) return <Navigate to={paths.home()} replace />;
  return <Splash onGo={async () => navigate((await restorePersistentLogin({ force: true })) ? paths.home() : signupPathFor())} />;
}

function Splash({ onGo }: { onGo: () => Promise<void> }) {
  const { t } = useTranslation('splash');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const arrowVisible = useScrollArrow(buttonRef);
  const [checking, setChecking] = useState(false);
  // One way on at a time: a tap kept from before the code arrived and the same tap reaching React.
  const going = useRef(false);
  const go = () => {
    if (going.current) return;
    going.current = true;
    setChecking(true);
    void onGo().finally(() => {
      going.current = false;
      setChecking(false);
    });
  };
  // A tap on the prerendered button before this code had arrived (shared/ui/earlyTap.ts).
  useEffect(() => {
    if (takeEarlyTap(letsGoTap)) go();
    // Once, when the splash first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Stack gap="xl" py="xl">
      <Stack gap="sm">
        <Text size="sm" fw={700} tt="uppercase" c="primary.7">
          {t('eyebrow')}
        </Text>
        <Title order={1} fz={{ base: 30, sm: 38 }} lh={1.2}>
          {t('title')}
        </Title>
        <Text size="lg">{t('mission')}</Text>
      </Stack>
      <Benefits />
      <Stack gap="xs" align="stretch" pb="xl">
        <Button ref={buttonRef} size="lg" loading={checking} onClick={go} {...{ [earlyTapAttribute]: letsGoTap }}>
          {t('cta')}
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          {t('ctaHint')}
        </Text>
      </Stack>
      <Affix position={{ bottom: 20, left: '50%' }} style={{ transform: 'translateX(-50%)' }}>
        <Transition mounted={arrowVisible} transition="slide-up">
          {(styles) => (
            <ActionIcon
              style={styles}
              size={48}
              radius="xl"
              aria-label={t('scrollHint')}
              onClick={() => buttonRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' })}
            >
              <Icon name="chevronDown" size={28} />
            </ActionIcon>
          )}
        </Transition>
      </Affix>
    </Stack>
  );
}
