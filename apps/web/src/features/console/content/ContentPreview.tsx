import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { splitSources } from '../../../shared/format/librarySources';
import { Icon } from '../../../shared/ui/icons';
import { LibraryText } from '../../../shared/ui/LibraryText';
import type { Language, LanguageDraft } from './contentDraft';

interface ContentPreviewProps {
  lang: Language;
  words: LanguageDraft;
  urgent: boolean;
}

/**
 * One language of an item as a parent's page draws it (title, summary, body, sources), updated as the
 * operator types; its links show where they lead but do not leave the editor.
 */
export function ContentPreview({ lang, words, urgent }: ContentPreviewProps) {
  const { t } = useTranslation('console');
  const titleId = useId();
  // Typing stays quick in a long body: the preview follows a moment behind.
  const shown = useDeferredValue(words);
  const sources = splitSources(shown.sources);
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p="md" bg="var(--mantine-color-gray-0)">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" id={titleId} mb="xs">
        {t(`content.preview.${lang}`)}
      </Text>
      <Stack gap="xs" lang={lang === 'zh' ? 'zh-CN' : 'en'}>
        {urgent && (
          <Group>
            <Badge color="danger" variant="light" leftSection={<Icon name="alert" size={14} />}>
              {t('content.preview.urgent')}
            </Badge>
          </Group>
        )}
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {shown.title.trim() || t('content.preview.noTitle')}
        </Title>
        {shown.summary.trim() && (
          <Text size="sm" c="dimmed">
            {shown.summary}
          </Text>
        )}
        <Paper withBorder radius="md" p="sm">
          {shown.body.trim() ? (
            <LibraryText source={shown.body} headingLevel={3} inertLinks />
          ) : (
            <Text size="sm" c="dimmed">
              {t('content.preview.noBody')}
            </Text>
          )}
        </Paper>
        {sources.length > 0 && (
          <div>
            <Text size="xs" fw={700}>
              {t('content.preview.sources')}
            </Text>
            <List size="xs" spacing={2} withPadding>
              {sources.map((source) => (
                <List.Item key={source}>{source}</List.Item>
              ))}
            </List>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
