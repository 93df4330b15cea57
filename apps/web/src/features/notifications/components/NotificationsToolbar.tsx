import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useFormat } from '../../../shared/format/useFormat';
import { paths } from '../../../shared/paths';
import { Link } from '../../../shared/router';
import { Icon } from '../../../shared/ui/icons';
import { notifyFailure } from '../../../shared/ui/notifyFailure';
import { useMarkAllNotificationsRead } from '../api/useNotifications';

interface NotificationsToolbarProps {
  unread: number;
  /** The unread red flags' notifications the list shows, which 'Mark all as read' leaves unread. */
  unreadRedFlags: number;
}

/**
 * Above the list: how many are unread, and 'Mark all as read'. 'All' means every unread one on
 * every page, not only the ten in view, but red flags' (readInBulk): while the list shows one, a line
 * says so and leads to the red-flag page, and the button rests once they are all that is unread.
 */
export function NotificationsToolbar({ unread, unreadRedFlags }: NotificationsToolbarProps) {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  const markAll = useMarkAllNotificationsRead();

  const onMarkAll = () => markAll.mutate(undefined, { onError: (error) => notifyFailure(error, t('markFailed')) });

  const toolbar = (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text fw={600} role="status">
        {unread > 0 ? t('unreadSummary', { count: unread, formatted: format.number(unread) }) : t('allRead')}
      </Text>
      <Button
        size="sm"
        variant="light"
        leftSection={<Icon name="checks" size={18} />}
        disabled={unread <= unreadRedFlags}
        loading={markAll.isPending}
        onClick={onMarkAll}
      >
        {t('markAllRead')}
      </Button>
    </Group>
  );
  if (unreadRedFlags === 0) return toolbar;
  return (
    <Stack gap={6}>
      {toolbar}
      <Text size="sm" data-testid="red-flags-stay-unread">
        {t('redFlagsStayUnread')}{' '}
        <Anchor component={Link} to={paths.redFlags()} fw={600} inherit>
          {t('redFlagsLink')}
        </Anchor>
      </Text>
    </Stack>
  );
}
