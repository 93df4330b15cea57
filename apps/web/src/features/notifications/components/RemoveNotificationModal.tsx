import type { Notification } from '@t1d/contract';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSilentError } from '../../../shared/api';
import { Icon } from '../../../shared/ui/icons';
import { useRemoveNotification } from '../api/useNotifications';

/** Asks before removing: the server deletes the notification for good, there is no undo. */
export function RemoveNotificationModal({ notification, onClose }: { notification: Notification | null; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const remove = useRemoveNotification();
  const [failed, setFailed] = useState(false);
  const close = () => {
    setFailed(false);
    onClose();
  };

  const confirm = () => {
    if (!notification) return;
    setFailed(false);
    remove.mutate(
      { notificationId: notification.id },
      {
        onSuccess: () => {
          notifications.show({ color: 'primary', message: t('removed') });
          close();
        },
        onError: (error) => setFailed(!isSilentError(error)),
      },
    );
  };

  return (
    <Modal opened={notification !== null} onClose={close} title={t('removeTitle')} closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}>
      <Text style={{ overflowWrap: 'anywhere' }}>{notification ? t('removeBody', { title: notification.title }) : ''}</Text>
      {failed && (
        <Alert mt="md" color="danger" variant="light" icon={<Icon name="alert" />} role="alert">
          {t('removeFailed')}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          {t('keep')}
        </Button>
        <Button color="danger" loading={remove.isPending} onClick={confirm}>
          {t('confirmRemove')}
        </Button>
      </Group>
    </Modal>
  );
}
