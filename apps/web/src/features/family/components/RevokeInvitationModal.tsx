import type { InvitationSummary } from '@t1d/contract';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSilentError } from '../../../shared/api';
import { Icon } from '../../../shared/ui/icons';
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
    <Modal
      opened={invitation !== null}
      onClose={close}
      title={t('invitations.revokeTitle')}
      closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}
    >
      <Text>{invitation ? t('invitations.revokeBody', { who: invitationTarget(invitation, t('invitations.sharedLink')) }) : ''}</Text>
      {failed && (
        <Alert mt="md" color="danger" variant="light" icon={<Icon name="alert" />} role="alert">
          {t('invitations.revokeFailed')}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          {t('invitations.keep')}
        </Button>
        <Button color="danger" loading={revoke.isPending} onClick={confirm}>
          {t('invitations.confirmRevoke')}
        </Button>
      </Group>
    </Modal>
  );
}
