import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Modal } from '../../../shared/ui/Modal';

interface MessageModalProps {
  opened: boolean;
  title: string;
  message: string;
  buttonLabel?: string;
  onClose: () => void;
}

/** The page's simple modals (Authentication Error, Success, Information): a title, a text, one button. */
export function MessageModal({ opened, title, message, buttonLabel, onClose }: MessageModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('close') }}>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>{buttonLabel ?? t('ok')}</Button>
      </Group>
    </Modal>
  );
}

/** The 'Authentication Error' modal, open while there is a message to show. */
export function AuthErrorModal({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation('auth');
  return <MessageModal opened={message !== null} title={t('modal.errorTitle')} message={message ?? ''} onClose={onClose} />;
}
