import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { Icon } from '../../../shared/ui/icons';
import { notifyFailure } from '../../../shared/ui/notifyFailure';
import { useCleanupDuplicates } from '../api/useNotifications';
import { DUPLICATE_WINDOW_S } from '../notificationList';

/** 'Remove duplicates': housekeeping, so it sits quietly beside the title and reports what it did. */
export function CleanupDuplicatesButton() {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  const cleanup = useCleanupDuplicates();

  const onClick = () =>
    cleanup.mutate(
      { timeWindow: DUPLICATE_WINDOW_S },
      {
        onSuccess: ({ removed }) =>
          notifications.show({
            color: 'primary',
            message: removed > 0 ? t('cleanupDone', { count: removed, formatted: format.number(removed) }) : t('cleanupNone'),
          }),
        onError: (error) => notifyFailure(error, t('cleanupFailed')),
      },
    );

  return (
    <Button size="xs" variant="default" leftSection={<Icon name="trash" size={16} />} loading={cleanup.isPending} onClick={onClick}>
      {t('cleanup')}
    </Button>
  );
}
