import { Stack, Switch, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { PushBrowser, PushServer, PushStatus } from './pushState';
import { pushServer, thisBrowser } from './thisBrowser';
import { usePushDevice } from './usePushDevice';

const switchable = new Set<PushStatus>(['checking', 'on', 'off']);

export interface PushDeviceControlProps {
  /** Tests give a fake browser and server. */
  browser?: PushBrowser;
  server?: PushServer;
}

/** The device switch, or where it cannot be switched, why and what to do (allow the site, add the app to the home screen). */
export function PushDeviceControl({ browser: given, server = pushServer }: PushDeviceControlProps) {
  const { t } = useTranslation('notifications');
  const [browser] = useState(() => given ?? thisBrowser());
  const device = usePushDevice(browser, server);
  const hintId = useId();
  const { status, working } = device;

  return (
    <>
      {/* The hint above, the switch on a line of its own: side by side, a phone squeezed the label a character to a line. */}
      <Stack gap="sm" align="flex-start">
        <Text id={hintId} size="sm" c="dimmed" aria-live="polite">
          {working ? t('push.working') : t(`push.status.${status}`)}
        </Text>
        {switchable.has(status) && (
          <Switch
            size="md"
            label={t('push.switch')}
            checked={status === 'on'}
            disabled={working || status === 'checking'}
            aria-describedby={hintId}
            onChange={(event) => device.setOn(event.currentTarget.checked)}
          />
        )}
      </Stack>
      {device.failed && (
        <Text role="alert" size="sm" c="danger" mt="xs">
          {t('push.failed')}
        </Text>
      )}
    </>
  );
}
