import { ActionIcon, Indicator } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { useLogFailure } from '../../../shared/api';
import { useFormat } from '../../../shared/format/useFormat';
import { paths } from '../../../shared/paths';
import { Icon } from '../../../shared/ui/icons';
import { useUnreadCount } from '../api/useNotifications';
import { dotCount } from '../notificationList';
import { Tooltip } from '../../../shared/ui/Tooltip';

/**
 * The dashboard's Notifications icon: a link to /notifications with a dot while
 * anything is unread. The dot is only seen; the label says the same in words.
 */
export function NotificationsShortcut() {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  const unread = useUnreadCount();
  useLogFailure(unread.error, 'Failed to fetch unread count');
  const count = dotCount(unread);
  const label = count > 0 ? t('shortcut.unread', { count, formatted: format.number(count) }) : t('shortcut.label');

  return (
    <Indicator inline disabled={count === 0} color="danger" size={12} offset={6} withBorder>
      <Tooltip label={label}>
        <ActionIcon component={Link} to={paths.notifications()} variant="light" size={44} radius="xl" aria-label={label}>
          <Icon name="bell" />
        </ActionIcon>
      </Tooltip>
    </Indicator>
  );
}
