import type { Notification } from '@t1d/contract';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError } from '../../../shared/api';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { useRemoveNotification } from '../api/useNotifications';

/** Asks before removing: the server deletes the notification for good, there is no undo. */
export function RemoveNotificationModal({ notification, onClose }: { notification: Notification | null; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const remove = useRemoveNotification();
  const failed = remove.isError && !isSilentError(remove.error);
  // The next notification asked about starts without the last one's failure.
  const close = () => {
    remove.reset();
    onClose();
  };

  const confirm = () => {
    if (!notification) return;
    remove.mutate(
      { notificationId: notification.id },
      {
        onSuccess: () => {
          notifications.show({ color: 'primary', message: t('removed') });
          close();
        },
      },
    );
  };

  return (
    <ConfirmModal
      opened={notification !== null}
      title={t('removeTitle')}
      failure={failed ? t('removeFailed') : null}
      cancelLabel={t('keep')}
      confirmLabel={t('confirmRemove')}
      confirmColor="danger"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      <Text style={{ overflowWrap: 'anywhere' }}>{notification ? t('removeBody', { title: notification.title }) : ''}</Text>
    </ConfirmModal>
  );
}
