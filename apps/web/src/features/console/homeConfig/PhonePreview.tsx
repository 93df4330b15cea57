import type { HomeSectionId } from '@t1d/contract';
import { Box, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { rewordedSection, type Reworded } from '../../../shared/homeSections/rewordedSection';
import type { ConfigDraft } from './draft';

/**
 * The dashboard the draft makes, on a phone-sized frame (375 px), in either language: each shown
 * section as a card with its title and info text as the configuration words them, in their order.
 */
export function PhonePreview({ draft }: { draft: ConfigDraft }) {
  const { t, i18n } = useTranslation('homeConfig');
  const [language, setLanguage] = useState<'en' | 'zh'>(i18n.resolvedLanguage === 'zh' ? 'zh' : 'en');
  const inLanguage = i18n.getFixedT(language, ['homeConfig', 'home']);
  const own: Reworded = (key) => draft.texts[key]?.[language].trim() || undefined;
  const shown = draft.sections.filter((section) => section.enabled);
  // Worded as the dashboard words it; what the draft leaves alone, in the app's own words.
  const cardOf = (id: HomeSectionId) => {
    const wording = rewordedSection(id, own);
    const title =
      'encouragement' in wording
        ? (wording.encouragement ?? inLanguage('home:encouragement'))
        : (wording.title ?? inLanguage(`homeConfig:sections.${id}`));
    return { title, info: wording.info ?? inLanguage(`home:sectionInfo.${id}`) };
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h5">
          {t('preview.title')}
        </Title>
        <SegmentedControl
          size="xs"
          aria-label={t('preview.language')}
          value={language}
          onChange={(value) => setLanguage(value as 'en' | 'zh')}
          data={[
            { value: 'en', label: 'English' },
            { value: 'zh', label: '中文' },
          ]}
        />
      </Group>
      {/* Focusable, so that the keyboard can scroll the preview's screen as a finger would. */}
      <Box
        role="region"
        aria-label={t('preview.label')}
        tabIndex={0}
        className="mantine-focus-auto"
        lang={language === 'zh' ? 'zh-CN' : 'en'}
        w="100%"
        maw={375}
        mx="auto"
        h={667}
        p="xs"
        bg="gray.1"
        style={{ border: '10px solid var(--mantine-color-dark-7)', borderRadius: 32, overflowY: 'auto' }}
      >
        <Text size="xs" c="dimmed" ta="center" mb="xs">
          {own('loading') ?? inLanguage('home:loading')}
        </Text>
        <Stack gap={8} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((section) => {
            const card = cardOf(section.id);
            return (
              <Paper component="li" key={section.id} radius="md" p="sm" shadow="xs" withBorder>
                <Text size="sm" fw={700}>
                  {card.title}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {card.info}
                </Text>
              </Paper>
            );
          })}
        </Stack>
      </Box>
      <Text size="xs" c="dimmed">
        {t('preview.hidden')}
      </Text>
    </Stack>
  );
}
