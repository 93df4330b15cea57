import type { FamilyMember } from '@t1d/contract';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError } from '../../../shared/api';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { useRemoveParent } from '../api/useFamily';

/** Asks before taking another parent out of the family: they lose everything of it at once. */
export function RemoveParentModal({ parent, onClose }: { parent: FamilyMember | null; onClose: () => void }) {
  const { t } = useTranslation('family');
  const remove = useRemoveParent();
  const [failed, setFailed] = useState(false);
  const close = () => {
    setFailed(false);
    onClose();
  };

  const confirm = () => {
    if (!parent) return;
    setFailed(false);
    remove.mutate(
      { parent_id: parent.user_id },
      {
        onSuccess: () => {
          notifications.show({ color: 'primary', message: t('remove.done', { name: parent.name }) });
          close();
        },
        onError: (error) => setFailed(!isSilentError(error)),
      },
    );
  };

  return (
    <ConfirmModal
      opened={parent !== null}
      title={t('remove.title')}
      failure={failed ? t('remove.failed') : null}
      cancelLabel={t('remove.keep')}
      confirmLabel={t('remove.confirm')}
      confirmColor="danger"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      <Text>{parent ? t('remove.body', { name: parent.name }) : ''}</Text>
    </ConfirmModal>
  );
}
