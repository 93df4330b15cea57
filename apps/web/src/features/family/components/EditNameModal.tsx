import { Modal } from '@mantine/core';
import type { FamilyMember } from '@t1d/contract';
import { useTranslation } from 'react-i18next';
import { EditNameForm } from './EditNameForm';

export interface EditableMember {
  user_id: number;
  role: FamilyMember['role'];
  real_name: string | null;
  /** E-mail for a parent, login name for a child; null when the app does not know it. */
  identifier: string | null;
  /** Known for the signed-in parent only (from the stored user data). */
  campaign?: string | null;
  hospital?: string | null;
}

interface EditNameModalProps {
  opened: boolean;
  member: EditableMember | null;
  onClose: () => void;
}

/**
 * The Edit Name modal (spec section 2). The form lives inside so every opening starts from the
 * member's current name: Mantine unmounts modal content while closed.
 */
export function EditNameModal({ opened, member, onClose }: EditNameModalProps) {
  const { t } = useTranslation('family');
  return (
    <Modal
      opened={opened && member !== null}
      onClose={onClose}
      title={t('editName.title')}
      closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}
    >
      {member && <EditNameForm key={member.user_id} member={member} onDone={onClose} />}
    </Modal>
  );
}
