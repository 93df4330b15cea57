import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useFormat } from '../../../shared/format/useFormat';
import { giftIcon } from '../../../shared/ui/giftIcons';
import { Icon } from '../../../shared/ui/icons';
import { wholeIn, type Language } from './contentDraft';
import type { GiftDraft } from './giftDraft';

/** A gift as the family's catalogue shows it in one language, updated as the operator types. */
export function GiftPreview({ lang, draft }: { lang: Language; draft: GiftDraft }) {
  const { t } = useTranslation('console');
  const format = useFormat();
  const name = (lang === 'zh' ? draft.name_zh : draft.name).trim();
  const description = (lang === 'zh' ? draft.description_zh : draft.description).trim();
  const cost = wholeIn(draft.cost, 1, 100_000);
  return (
    <Paper withBorder radius="lg" p="md" bg="var(--mantine-color-gray-0)" aria-label={t(`content.preview.${lang}`)} component="section">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb="xs">
        {t(`content.preview.${lang}`)}
      </Text>
      <Group wrap="nowrap" align="flex-start" gap="sm" lang={lang === 'zh' ? 'zh-CN' : 'en'}>
        <ThemeIcon variant="light" color="primary" radius="xl" size={48} aria-hidden>
          <Icon name={giftIcon(draft.icon)} size={26} />
        </ThemeIcon>
        <Stack gap={4} miw={0}>
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {name || t('content.preview.noTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
          {cost !== null && (
            <Group gap={4} c="warning.8" wrap="nowrap" aria-label={t('content.gifts.costLabel', { formatted: format.number(cost) })}>
              <Icon name="coin" size={18} />
              <Text fw={700}>{format.number(cost)}</Text>
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
