import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useServerAction } from '../../../shared/pwa/useServerAction';

const starters = ['ruleOf15', 'snackCarbs', 'school'] as const;

/** An empty conversation offers three questions to start with; a tap asks one. */
export function StarterQuestions({ onAsk }: { onAsk: (question: string) => void }) {
  const { t } = useTranslation('chat');
  const serverAction = useServerAction();
  return (
    <Stack gap="xs">
      <Text c="dimmed">{t('empty')}</Text>
      <Group gap="xs" role="group" aria-label={t('startersLabel')}>
        {starters.map((starter) => (
          <Button
            key={starter}
            {...serverAction}
            variant="light"
            radius="xl"
            size="sm"
            onClick={() => onAsk(t(`starters.${starter}`))}
            styles={{ root: { height: 'auto', minHeight: 36, paddingBlock: 6 }, label: { whiteSpace: 'normal' } }}
          >
            {t(`starters.${starter}`)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
