import type { InvitationSummary } from '@t1d/contract';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError } from '../../../shared/api';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { useRevokeInvitation } from '../api/useFamily';
import { invitationTarget } from './InvitationItem';

/** Asks before revoking: a revoked link cannot be brought back, only replaced by a new invitation. */
export function RevokeInvitationModal({ invitation, onClose }: { invitation: InvitationSummary | null; onClose: () => void }) {
  const { t } = useTranslation('family');
  const revoke = useRevokeInvitation();
  const [failed, setFailed] = useState(false);
  const close = () => {
    setFailed(false);
    onClose();
  };

  const confirm = () => {
    if (!invitation) return;
    setFailed(false);
    revoke.mutate(
      { invitation_id: invitation.id },
      {
        onSuccess: ({ revoked }) => {
          notifications.show({
            color: revoked ? 'primary' : 'warning',
            message: revoked ? t('invitations.revoked') : t('invitations.notRevoked'),
          });
          close();
        },
        onError: (error) => setFailed(!isSilentError(error)),
      },
    );
  };

  return (
    <ConfirmModal
      opened={invitation !== null}
      title={t('invitations.revokeTitle')}
      failure={failed ? t('invitations.revokeFailed') : null}
      cancelLabel={t('invitations.keep')}
      confirmLabel={t('invitations.confirmRevoke')}
      confirmColor="danger"
      pending={revoke.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      <Text>{invitation ? t('invitations.revokeBody', { who: invitationTarget(invitation, t('invitations.sharedLink')) }) : ''}</Text>
    </ConfirmModal>
  );
}
