import { Fieldset, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { noZoomFontSize } from '../../../shared/ui/theme';
import type { DraftField, Language, LanguageDraft } from './contentDraft';

interface WordsFieldsProps {
  lang: Language;
  words: LanguageDraft;
  /** Each field's problem, worded, once the operator has tried to save. */
  errorOf: (field: DraftField) => string | undefined;
  onChange: (words: LanguageDraft) => void;
}

/** An item's words in one language: title, summary, body in the library's formatting, and sources. */
export function WordsFields({ lang, words, errorOf, onChange }: WordsFieldsProps) {
  const { t } = useTranslation('console');
  const set = (field: keyof LanguageDraft) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    onChange({ ...words, [field]: value });
  };
  const common = (field: keyof LanguageDraft) => ({
    lang: lang === 'zh' ? 'zh-CN' : 'en',
    value: words[field],
    onChange: set(field),
    error: errorOf(`${lang}.${field}`),
  });
  return (
    <Fieldset legend={t(`content.language.${lang}`)} radius="md" p="sm">
      <Stack gap="sm">
        <TextInput {...common('title')} label={t('content.fields.title')} maxLength={120} required />
        <Textarea
          {...common('summary')}
          label={t('content.fields.summary')}
          autosize
          minRows={2}
          maxRows={4}
          required
          withAsterisk={false}
        />
        <Textarea
          {...common('body')}
          label={t('content.fields.body')}
          description={t('content.fields.bodyHint')}
          autosize
          minRows={6}
          maxRows={20}
          required
          withAsterisk={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: noZoomFontSize } }}
        />
        <Textarea
          {...common('sources')}
          label={t('content.fields.sources')}
          description={t('content.fields.sourcesHint')}
          autosize
          minRows={1}
          maxRows={4}
        />
      </Stack>
    </Fieldset>
  );
}
