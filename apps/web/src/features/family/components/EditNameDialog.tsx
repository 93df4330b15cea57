import { useTranslation } from '../../../shared/i18n/useTranslation';
import { EditNameForm } from './EditNameForm';
import Modal from '../../../shared/ui/MantineModal';
import type { EditNameModalProps } from './EditNameModal';

/**
 * The Edit Name modal. The form lives inside so every opening starts from the
 * member's current name: Mantine unmounts modal content while closed. It comes with its first
 * opening (EditNameModal.tsx), so it uses Mantine's Modal itself.
 */
export function EditNameDialog({ opened, member, onClose, notice }: EditNameModalProps) {
  const { t } = useTranslation('family');
  return (
    <Modal
      opened={opened && member !== null}
      onClose={onClose}
      title={t('editName.title')}
      closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}
    >
      {notice}
      {member && <EditNameForm key={member.user_id} member={member} onDone={onClose} />}
    </Modal>
  );
}
