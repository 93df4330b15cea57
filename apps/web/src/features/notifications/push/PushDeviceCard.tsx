import { Group, Paper, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Icon } from '../../../shared/ui/icons';
import type { PushDeviceControlProps } from './PushDeviceControl';

/** Says the device is being checked (the switch reads the browser and the server first anyway). */
function Checking({ failed = false }: { failed?: boolean }) {
  const { t } = useTranslation('notifications');
  return (
    <Text size="sm" c={failed ? 'danger' : 'dimmed'} role={failed ? 'alert' : undefined}>
      {t(failed ? 'push.failed' : 'push.status.checking')}
    </Text>
  );
}

// Fetched beside the page, not with it: the switch and the browser's push code are the larger part.
const PushDeviceControl = lazy(() =>
  import('./PushDeviceControl').then(
    (module) => ({ default: module.PushDeviceControl }),
    () => ({ default: () => <Checking failed /> }),
  ),
);

/** 'Notifications on this device': a parent turns pushes on for the phone or computer in hand. */
export function PushDeviceCard(props: PushDeviceControlProps) {
  const { t } = useTranslation('notifications');
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p="md">
      <Group gap="xs" wrap="nowrap" mb={4}>
        <Icon name="bell" size={18} />
        <Title order={2} size="h5" id={titleId}>
          {t('push.title')}
        </Title>
      </Group>
      <Suspense fallback={<Checking />}>
        <PushDeviceControl {...props} />
      </Suspense>
    </Paper>
  );
}
