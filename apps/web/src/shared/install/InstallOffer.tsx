import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Link, useLocation } from '../router';
import { paths } from '../paths';
import { Icon } from '../ui/icons';
import { guideState } from './guideReturn';
import { installMessageKeys, needsGuide, type InstallState } from './installState';
import { isIosDevice } from './platform';
import { useInstall } from './useInstall';

interface InstallOfferProps {
  /**
   * The sign-in tab's form: a button that is always there (but in the installed app) and says what it
   * can when pressed. Otherwise (the dashboard, the popup) the state is said at once and the button
   * shows only when the browser's dialog can open.
   */
  compact?: boolean;
  /** Called as the guide link is followed (the popup closes itself). */
  onGuide?: () => void;
}

/** The install button, the state's message and the fallback to the manual guide (docs/product.md, "Install and updates"). */
export function InstallOffer({ compact = false, onGuide }: InstallOfferProps) {
  const { t } = useTranslation('install');
  const { state, canPrompt, install } = useInstall();
  const [asked, setAsked] = useState(false);
  const [prompting, setPrompting] = useState(false);
  if (compact && state === 'installed') return null;
  const done = state === 'installed' || state === 'accepted';
  const showButton = compact ? !done : canPrompt;

  const press = () => {
    setAsked(true);
    if (!canPrompt) return;
    setPrompting(true);
    void install().finally(() => setPrompting(false));
  };

  return (
    <Stack gap="sm">
      {showButton && (
        <Button
          variant={compact ? 'light' : 'filled'}
          fullWidth={compact}
          leftSection={<Icon name="download" size={18} />}
          loading={prompting}
          onClick={press}
        >
          {t('action')}
        </Button>
      )}
      {/* Polite: the answer to a press, or a change the browser made (its offer arriving), is read out once it is there. */}
      <div aria-live="polite">{(!compact || asked) && <InstallMessage state={state} onGuide={onGuide} />}</div>
    </Stack>
  );
}

function InstallMessage({ state, onGuide }: { state: InstallState; onGuide?: () => void }) {
  const { t } = useTranslation('install');
  const { pathname, search } = useLocation();
  const key = installMessageKeys[state];
  if (key === null) return null;
  if (needsGuide(state)) {
    // Safari has no install option to point to: an iPhone is told the Share menu's steps at once.
    const ios = state === 'manualInstallRequired' && isIosDevice(navigator.userAgent, navigator.maxTouchPoints);
    return (
      <Alert
        color={state === 'error' ? 'danger' : 'primary'}
        variant="light"
        title={t('fallback.title')}
        icon={<Icon name={state === 'error' ? 'alert' : 'info'} size={20} />}
      >
        {ios ? (
          <IosSteps />
        ) : (
          <Text size="sm" mb={6}>
            {t(key)}
          </Text>
        )}
        <Anchor
          component={Link}
          to={paths.manualInstallGuide()}
          // The guide's back link returns here.
          state={guideState(`${pathname}${search}`)}
          onClick={onGuide}
          size="sm"
          fw={600}
          // On the alert's tinted background the filled shade reads at 4.3:1; the darker shade passes AA.
          c="primary.8"
          style={{ display: 'inline-flex', minHeight: 32, alignItems: 'center' }}
        >
          {t('fallback.link')}
        </Anchor>
      </Alert>
    );
  }
  if (state === 'requirementsNotMet' || state === 'insecureAddress') {
    return (
      <Alert color="warning" variant="light" icon={<Icon name="ban" size={20} />}>
        <Text size="sm">{t(key)}</Text>
      </Alert>
    );
  }
  const positive = state === 'installed' || state === 'accepted';
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Icon name={positive ? 'check' : 'info'} size={20} />
      <Text size="sm" c={positive ? undefined : 'dimmed'}>
        {t(key)}
      </Text>
    </Group>
  );
}

/** The steps of Safari's Add to Home Screen, from the manual install guide's iPhone part. */
function IosSteps() {
  const { t } = useTranslation('install');
  return (
    <>
      <Text size="sm" mb={4}>
        {t('state.manualInstallIos')}
      </Text>
      <List type="ordered" size="sm" spacing={4} mb={6}>
        <List.Item>{t('guide.ios.share')}</List.Item>
        <List.Item>{t('guide.ios.add')}</List.Item>
        <List.Item>{t('guide.ios.confirm')}</List.Item>
      </List>
    </>
  );
}
