// Its own module, so that only Modal.tsx's dynamic import reaches Mantine's Modal.
import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from '../i18n/useTranslation';

/**
 * Mantine's Modal whose close button is always named: focus lands on it when a dialog opens, and a
 * screen reader would otherwise announce an unnamed button. A dialog may still name it itself.
 */
export default function MantineModal({ closeButtonProps, ...props }: ModalProps) {
  const { t } = useTranslation('common');
  return <Modal {...props} closeButtonProps={{ 'aria-label': t('close'), ...closeButtonProps }} />;
}
