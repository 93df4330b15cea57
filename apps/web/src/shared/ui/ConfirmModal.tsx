import { Button, Group, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useServerAction } from '../pwa/useServerAction';
import { ErrorAlert } from './ErrorAlert';
import { Modal } from './Modal';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** What confirming will do, in words. */
  children: ReactNode;
  /** Why the last try failed, shown in the dialog so the user can try again or back out; null when nothing failed. */
  failure: string | null;
  cancelLabel: string;
  confirmLabel: string;
  /** 'danger' for what cannot be undone (a removal); the theme's primary otherwise. */
  confirmColor?: MantineColor;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that cannot be taken back: the question, a way out, and the action itself. */
export function ConfirmModal({
  opened,
  title,
  children,
  failure,
  cancelLabel,
  confirmLabel,
  confirmColor,
  pending,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  // Every confirmation here is a write: offline it waits for the connection (the dialog may be open when it drops).
  const serverAction = useServerAction();
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('close') }}>
      {children}
      {failure && <ErrorAlert mt="md">{failure}</ErrorAlert>}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button {...serverAction} color={confirmColor} loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
