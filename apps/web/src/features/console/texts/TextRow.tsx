import type { TextEntry } from '@t1d/contract';
import { Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import classes from '../console.module.css';
import { pendingOf, type Draft } from './textSearch';
import { placeholderHint } from './placeholderHint';

interface TextRowProps {
  text: TextEntry;
  draft: Draft | undefined;
  /** Where the text shows, in words. */
  where: string;
  saving: boolean;
  /** The server's refusal of the last save of this text, in the operator's language. */
  failure: string | null;
  onDraft: (draft: Draft | undefined) => void;
  onSave: () => void;
}

/** One text: its key and where it shows, its English and Chinese side by side, and its own save. */
export function TextRow({ text, draft, where, saving, failure, onDraft, onSave }: TextRowProps) {
  const { t } = useTranslation('console');
  const keyId = useId();
  const pending = pendingOf(text, draft);
  const valueOf = (language: 'en' | 'zh') => draft?.[language] ?? text[language];
  const hintOf = (language: 'en' | 'zh') => placeholderHint(t, text[language], valueOf(language));
  const blocked = (['en', 'zh'] as const).some((language) => hintOf(language) || !valueOf(language).trim());
  const edit = (language: 'en' | 'zh', value: string) => onDraft({ ...draft, [language]: value });

  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-labelledby={keyId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text id={keyId} ff="monospace" size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
            {text.text_key}
          </Text>
          <Group gap={6}>
            <Badge variant="light" color="gray">
              {text.section}
            </Badge>
            {text.edited && <Badge color="warning">{t('texts.changed')}</Badge>}
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {where}
        </Text>
        <div className={classes.columns}>
          {(['en', 'zh'] as const).map((language) => (
            <Textarea
              key={language}
              label={t(`texts.language.${language}`)}
              lang={language === 'zh' ? 'zh-CN' : 'en'}
              autosize
              minRows={1}
              maxRows={8}
              value={valueOf(language)}
              onChange={(event) => edit(language, event.currentTarget.value)}
              error={hintOf(language) ?? (valueOf(language).trim() ? undefined : t('texts.required'))}
              aria-describedby={keyId}
            />
          ))}
        </div>
        {failure && (
          <Text size="sm" c="danger.8" role="alert">
            {failure}
          </Text>
        )}
        {pending && (
          <Group gap="xs">
            <Button size="xs" onClick={onSave} loading={saving} disabled={blocked}>
              {t('texts.save')}
            </Button>
            <Button size="xs" variant="subtle" color="gray" onClick={() => onDraft(undefined)} disabled={saving}>
              {t('texts.discard')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
