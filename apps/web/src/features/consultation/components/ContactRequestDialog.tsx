import { useTranslation } from '../../../shared/i18n/useTranslation';
import Modal from '../../../shared/ui/MantineModal';
import { ContactRequestForm } from './ContactRequestForm';
import type { ContactRequestModalProps } from './ContactRequestModal';

/**
 * The contact dialog. The form lives inside so each opening starts from the details as they are now:
 * Mantine unmounts modal content while closed. It comes with its first opening (ContactRequestModal.tsx),
 * so it uses Mantine's Modal itself.
 */
export function ContactRequestDialog({ opened, saved, onClose, onSent }: ContactRequestModalProps) {
  const { t } = useTranslation('consultation');
  return (
    <Modal opened={opened} onClose={onClose} title={t('contact.title')} closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}>
      <ContactRequestForm
        saved={saved}
        onCancel={onClose}
        onDone={() => {
          onSent?.();
          onClose();
        }}
      />
    </Modal>
  );
}
