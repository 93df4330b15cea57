import type { Notification, NotificationType } from '@t1d/contract';
import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { fromEpochSeconds } from '../../../shared/format/format';
import { useFormat } from '../../../shared/format/useFormat';
import { Icon, type IconName } from '../../../shared/ui/icons';
import { notifyFailure } from '../../../shared/ui/notifyFailure';
import { useMarkNotificationsRead } from '../api/useNotifications';

const typeIcon: Record<NotificationType, IconName> = {
  family: 'users',
  coins: 'coin',
  tokens: 'shield',
  red_flag: 'flag',
  consultation: 'stethoscope',
};
const typeColor: Record<NotificationType, string> = {
  family: 'primary',
  coins: 'warning',
  tokens: 'primary',
  red_flag: 'danger',
  consultation: 'primary',
};

interface NotificationItemProps {
  notification: Notification;
  onRemove: (notification: Notification) => void;
}

/**
 * One notification. An unread one says so in words (a badge) and in weight and an edge, not by
 * colour alone; it offers 'Mark as read'. Every one can be removed, after a question.
 */
export function NotificationItem({ notification, onRemove }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  const titleId = useId();
  const markRead = useMarkNotificationsRead();
  const unread = !notification.is_read;
  const type = notification.message_type;

  const onMarkRead = () =>
    markRead.mutate({ notificationIds: [notification.id] }, { onError: (error) => notifyFailure(error, t('markFailed')) });

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      aria-labelledby={titleId}
      bg={unread ? 'primary.0' : undefined}
      style={unread ? { borderInlineStart: '4px solid var(--mantine-color-primary-6)' } : undefined}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon variant={unread ? 'filled' : 'light'} color={typeColor[type]} radius="xl" size={36} aria-hidden>
          <Icon name={typeIcon[type]} size={20} />
        </ThemeIcon>
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group gap={6} wrap="nowrap" justify="space-between" align="flex-start">
            <Text id={titleId} fw={unread ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
              {notification.title}
            </Text>
            {unread && (
              <Badge size="sm" variant="filled" style={{ flexShrink: 0 }}>
                {t('unread')}
              </Badge>
            )}
          </Group>
          {notification.body && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {notification.body}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t(`type.${type}`)} ·{' '}
            <time dateTime={fromEpochSeconds(notification.created_at).toISOString()}>{format.dateTime(notification.created_at)}</time>
          </Text>
        </Stack>
      </Group>
      <Group justify="flex-end" gap="xs" mt="xs">
        {unread && (
          <Button
            size="xs"
            variant="light"
            leftSection={<Icon name="check" size={16} />}
            loading={markRead.isPending}
            aria-label={t('markReadOf', { title: notification.title })}
            onClick={onMarkRead}
          >
            {t('markRead')}
          </Button>
        )}
        <Button
          size="xs"
          variant="subtle"
          color="danger"
          leftSection={<Icon name="trash" size={16} />}
          aria-label={t('removeOf', { title: notification.title })}
          onClick={() => onRemove(notification)}
        >
          {t('remove')}
        </Button>
      </Group>
    </Paper>
  );
}
