import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError } from '../../../shared/api';
import { useServerAction } from '../../../shared/pwa/useServerAction';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { Icon } from '../../../shared/ui/icons';
import { useDeleteHistory } from '../api/useChat';

/**
 * 'Delete history', after a question: the server deletes the whole conversation for good. Shown only
 * when there is a conversation; `disabled` while an answer is on its way.
 */
export function DeleteHistory({ shown, disabled }: { shown: boolean; disabled: boolean }) {
  const { t } = useTranslation('chat');
  const [asking, setAsking] = useState(false);
  const remove = useDeleteHistory();
  // The question only asks before deleting: offline it is not opened.
  const serverAction = useServerAction({ disabled: disabled });
  const close = () => {
    remove.reset();
    setAsking(false);
  };
  const confirm = () =>
    remove.mutate(
      {},
      {
        onSuccess: () => {
          notifications.show({ color: 'primary', message: t('delete.done') });
          close();
        },
      },
    );

  if (!shown && !asking) return null;
  return (
    <>
      <Button
        {...serverAction}
        variant="subtle"
        color="danger"
        size="sm"
        leftSection={<Icon name="trash" size={16} />}
        onClick={() => setAsking(true)}
      >
        {t('delete.button')}
      </Button>
      <ConfirmModal
        opened={asking}
        title={t('delete.title')}
        failure={remove.isError && !isSilentError(remove.error) ? t('delete.failed') : null}
        cancelLabel={t('delete.keep')}
        confirmLabel={t('delete.confirm')}
        confirmColor="danger"
        pending={remove.isPending}
        onConfirm={confirm}
        onClose={close}
      >
        <Text>{t('delete.body')}</Text>
      </ConfirmModal>
    </>
  );
}
