import { Badge, Box, Text } from '@mantine/core';
import { useTranslation } from '../i18n/useTranslation';
import { useFormat } from '../format/useFormat';
import { Icon } from '../ui/icons';
import { OFFLINE_EXPLANATION_ID, useConnectivity } from './connectivity';

// A badge is one line cut short by default; on a phone the time would be lost.
const wrapping = {
  root: { height: 'auto', maxWidth: '100%', paddingBlock: 4 },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
} as const;

/**
 * Tells a parent the app is offline, how fresh what they see is, and that changes wait for the
 * connection. On a plain-http address it also says that the app cannot open again offline there: no
 * service worker runs on an insecure origin to keep it (ADR 0037). Nothing is drawn online.
 */
export function OfflineBadge() {
  const { t } = useTranslation();
  const format = useFormat();
  const { offline, lastAnswerAt } = useConnectivity();
  if (!offline) return null;
  const updated =
    lastAnswerAt === null ? t('offline.neverUpdated') : t('offline.lastUpdated', { time: format.dateTime(lastAnswerAt / 1000) });
  return (
    <Box role="status" data-testid="offline-badge" mt="sm">
      <Badge
        color="warning"
        variant="light"
        size="lg"
        radius="sm"
        leftSection={<Icon name="cloud-off" size={14} />}
        tt="none"
        styles={wrapping}
      >
        {t('offline.badge', { updated })}
      </Badge>
      <Text id={OFFLINE_EXPLANATION_ID} size="xs" c="dimmed" mt={4}>
        {t('offline.explanation')}
      </Text>
      {!window.isSecureContext && (
        <Text size="xs" c="dimmed" fw={600} mt={4}>
          {t('offline.insecureAddress')}
        </Text>
      )}
    </Box>
  );
}
