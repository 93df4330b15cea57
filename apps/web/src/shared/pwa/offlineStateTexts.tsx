import { Group, Text, type MantineSpacing } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { elapsedSince } from '../format/elapsed';
import { useFormat } from '../format/useFormat';
import { Icon } from '../ui/icons';

/** The age is read in whole minutes: told again each half minute, it is never more than one behind. */
const TICK_MS = 30_000;

function useNowInSeconds(): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function OfflineLine({
  size,
  mb,
  children,
  ...rest
}: {
  size: 'xs' | 'sm';
  mb?: MantineSpacing;
  children: ReactNode;
  'data-testid': string;
  role?: string;
}) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed" mb={mb} {...rest}>
      <Icon name="cloud-off" size={size === 'xs' ? 14 : 16} />
      <Text size={size} c="dimmed" fw={size === 'xs' ? 600 : undefined}>
        {children}
      </Text>
    </Group>
  );
}

/** 'Saved 5 minutes ago': how old the answers shown are (`savedAt`, epoch ms), in the one wording every card and page uses. */
function SavedAgeText({ savedAt, mb }: { savedAt: number; mb?: MantineSpacing }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { unit, count } = elapsedSince(Math.floor(savedAt / 1000), useNowInSeconds());
  const text = unit === 'justNow' ? t('offline.saved.justNow') : t(`offline.saved.${unit}`, { count, formatted: format.number(count) });
  return (
    <OfflineLine size="xs" mb={mb} data-testid="saved-age">
      {text}
    </OfflineLine>
  );
}

/** In place of content this device never received: it cannot come offline, and comes by itself when the connection returns. */
function NotAvailableText() {
  const { t } = useTranslation();
  return (
    <OfflineLine size="sm" role="status" data-testid="not-available-offline">
      {t('offline.notSaved')}
    </OfflineLine>
  );
}

/** What offline states say (offlineStates.tsx): the answers' age when they have a time, else that there are none. */
export function OfflineStateText({ savedAt, mb }: { savedAt?: number; mb?: MantineSpacing }) {
  return savedAt === undefined ? <NotAvailableText /> : <SavedAgeText savedAt={savedAt} mb={mb} />;
}
