import { Accordion, Badge, Box, Group, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { GuidePart } from '../guideParts';

/** One device's part of the guide: its numbered steps, each a picture and its words, and a note. */
export function GuidePartItem({ part, current }: { part: GuidePart; current: boolean }) {
  const { t } = useTranslation('install');
  const title = t(`guide.${part.platform}.title`);
  return (
    <Accordion.Item value={part.platform}>
      <Accordion.Control>
        <Group gap="sm" wrap="wrap">
          <Text fw={700}>{title}</Text>
          {current && (
            <Badge variant="light" color="primary">
              {t('guide.thisDevice')}
            </Badge>
          )}
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Box component="ol" aria-label={t('guide.stepsLabel', { device: title })} m={0} p={0} style={{ listStyle: 'none' }}>
          {part.steps.map(({ text, Picture }, index) => (
            <Box
              component="li"
              key={text}
              py="sm"
              style={{
                display: 'flex',
                flexDirection: part.wide ? 'column' : 'row',
                alignItems: part.wide ? 'stretch' : 'center',
                gap: 'var(--mantine-spacing-md)',
                borderTop: index > 0 ? '1px solid var(--mantine-color-gray-2)' : undefined,
              }}
            >
              <Box w={part.wide ? '100%' : 120} maw={280} style={{ flexShrink: 0, alignSelf: 'center' }}>
                <Picture />
              </Box>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon radius="xl" size={28} aria-hidden>
                  <Text span fw={700} size="sm">
                    {index + 1}
                  </Text>
                </ThemeIcon>
                <Text>{t(text)}</Text>
              </Group>
            </Box>
          ))}
        </Box>
        <Text size="sm" c="dimmed" mt="xs">
          {t(`guide.${part.platform}.note`)}
        </Text>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
