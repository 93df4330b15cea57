import { Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Icon } from '../../../shared/ui/icons';
import { splitSources } from '../libraryFormat';

interface SourcesBoxProps {
  /** The item's sources as the server sends them: one string, separated by semicolons. */
  sources: string;
  /** The care-team line for this kind of text: the app says it in its own words after every item. */
  disclaimer: string;
  /** The level the box's heading takes under the text it closes. */
  headingOrder?: 2 | 3 | 4;
}

/** What a library text follows (so a parent can check it), then the reminder that the care team decides. */
export function SourcesBox({ sources, disclaimer, headingOrder = 2 }: SourcesBoxProps) {
  const { t } = useTranslation('library');
  const titleId = useId();
  const list = splitSources(sources);
  return (
    <Stack gap="sm">
      {list.length > 0 && (
        <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
          <Title order={headingOrder} size="h5" id={titleId} mb={4}>
            {t('sources.title')}
          </Title>
          <Text size="xs" c="dimmed" mb={6}>
            {t('sources.intro')}
          </Text>
          <List size="xs" spacing={4} withPadding>
            {list.map((source) => (
              <List.Item key={source}>{source}</List.Item>
            ))}
          </List>
        </Paper>
      )}
      <Paper radius="md" p="md" bg="var(--mantine-color-primary-0)">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Icon name="stethoscope" size={20} color="var(--mantine-color-primary-7)" style={{ flexShrink: 0 }} />
          <Text size="sm" fw={500}>
            {disclaimer}
          </Text>
        </Group>
      </Paper>
    </Stack>
  );
}
