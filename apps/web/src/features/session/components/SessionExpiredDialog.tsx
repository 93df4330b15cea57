import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';

interface Props {
  opened: boolean;
  onClose: () => void;
  onSignInAgain: () => void;
}

/** What SessionExpiredModal shows: its fixed texts (docs/product.md, "Sessions"), and no way out by the backdrop or Escape. */
export function SessionExpiredDialog({ opened, onClose, onSignInAgain }: Props) {
  const { t } = useTranslation('session');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('title')}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      zIndex={1100}
    >
      <Stack gap="sm">
        <Text>{t('body')}</Text>
        <Text c="dimmed" size="sm">
          {t('safe')}
        </Text>
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button onClick={onSignInAgain}>{t('signInAgain')}</Button>
      </Group>
    </Modal>
  );
}
