import { Button, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useFormat } from '../../../shared/format/useFormat';
import { Icon } from '../../../shared/ui/icons';
import { notifyFailure } from '../../../shared/ui/notifyFailure';
import { useCleanupDuplicates, useDuplicateCount } from '../api/useNotifications';
import { DUPLICATE_WINDOW_S } from '../notificationList';

/**
 * 'Remove duplicates': housekeeping, so it sits quietly beside the title, and only while there are
 * repeats to remove (it says how many). What it removed stays written where the button was.
 */
export function CleanupDuplicatesButton({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  const count = useDuplicateCount(enabled);
  const cleanup = useCleanupDuplicates();
  const [removed, setRemoved] = useState<number | null>(null);
  const hintId = useId();
  const duplicates = count.data?.duplicates ?? 0;

  const onClick = () =>
    cleanup.mutate(
      { timeWindow: DUPLICATE_WINDOW_S },
      { onSuccess: (answer) => setRemoved(answer.removed), onError: (error) => notifyFailure(error, t('cleanupFailed')) },
    );

  return (
    <Stack gap={2} align="flex-end">
      {duplicates > 0 && (
        <Button
          size="xs"
          variant="default"
          leftSection={<Icon name="trash" size={16} />}
          loading={cleanup.isPending}
          onClick={onClick}
          aria-describedby={hintId}
        >
          {t('cleanupCount', { count: duplicates, formatted: format.number(duplicates) })}
        </Button>
      )}
      <Text id={hintId} size="xs" c="dimmed" aria-live="polite" ta="right">
        {removed !== null
          ? removed > 0
            ? t('cleanupDone', { count: removed, formatted: format.number(removed) })
            : t('cleanupNone')
          : duplicates > 0
            ? t('cleanupHint')
            : null}
      </Text>
    </Stack>
  );
}
