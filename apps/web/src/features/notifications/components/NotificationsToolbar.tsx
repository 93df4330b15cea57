import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useFormat } from '../../../shared/format/useFormat';
import { Icon } from '../../../shared/ui/icons';
import { notifyFailure } from '../../../shared/ui/notifyFailure';
import { useMarkAllNotificationsRead } from '../api/useNotifications';

/**
 * Above the list: how many are unread, and 'Mark all as read'. 'All' means every unread one on
 * every page, not only the ten in view: that is what clears the dashboard's dot.
 */
export function NotificationsToolbar({ unread }: { unread: number }) {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  const markAll = useMarkAllNotificationsRead();

  const onMarkAll = () => markAll.mutate(undefined, { onError: (error) => notifyFailure(error, t('markFailed')) });

  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text fw={600} role="status">
        {unread > 0 ? t('unreadSummary', { count: unread, formatted: format.number(unread) }) : t('allRead')}
      </Text>
      <Button
        size="sm"
        variant="light"
        leftSection={<Icon name="checks" size={18} />}
        disabled={unread === 0}
        loading={markAll.isPending}
        onClick={onMarkAll}
      >
        {t('markAllRead')}
      </Button>
    </Group>
  );
}
