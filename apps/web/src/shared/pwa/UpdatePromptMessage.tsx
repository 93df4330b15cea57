import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../i18n/useTranslation';

/** The update prompt's words and its one action (updatePrompt.ts). */
export function UpdatePromptMessage({ onApply }: { onApply: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm">{t('update.message')}</Text>
      <Button size="xs" onClick={onApply}>
        {t('update.apply')}
      </Button>
    </Group>
  );
}
