import { homeSectionIds, homeTextKeysOf, type HomeSectionId } from '@t1d/contract';
import { Accordion, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { ConfigDraft } from './draft';

interface VersionTextsEditorProps {
  texts: ConfigDraft['texts'];
  onChange: (key: string, language: 'en' | 'zh', value: string) => void;
}

const languages = ['en', 'zh'] as const;

/** One text in English and Chinese side by side (stacked on a phone); an info text gets room for sentences. */
function TextPair({ textKey, label, texts, onChange }: { textKey: string; label: string } & VersionTextsEditorProps) {
  const { t } = useTranslation('homeConfig');
  const long = textKey.endsWith('.info');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
      {languages.map((language) => {
        const props = {
          label: t('texts.field', { text: label, language: t(`texts.${language}`) }),
          value: texts[textKey]?.[language] ?? '',
          maxLength: 500,
          lang: language === 'zh' ? 'zh-CN' : 'en',
          onChange: (event: { currentTarget: { value: string } }) => onChange(textKey, language, event.currentTarget.value),
        };
        return long ? <Textarea key={language} autosize minRows={2} {...props} /> : <TextInput key={language} {...props} />;
      })}
    </SimpleGrid>
  );
}

const labelKey = (textKey: string) => {
  if (textKey === 'loading') return 'texts.loading' as const;
  if (textKey.endsWith('.encouragement')) return 'texts.encouragement' as const;
  return textKey.endsWith('.info') ? ('texts.info' as const) : ('texts.sectionTitle' as const);
};

/** The configuration's reworded texts: the loading overlay's, then each section's, one panel at a time. */
export function VersionTextsEditor({ texts, onChange }: VersionTextsEditorProps) {
  const { t } = useTranslation('homeConfig');
  const reworded = (keys: string[]) => keys.some((key) => texts[key]?.en.trim() || texts[key]?.zh.trim());
  const panel = (value: string, title: string, keys: string[]) => (
    <Accordion.Item key={value} value={value}>
      <Accordion.Control>
        <Text size="sm" fw={reworded(keys) ? 700 : 500}>
          {title}
        </Text>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          {keys.map((key) => (
            <TextPair key={key} textKey={key} label={t(labelKey(key))} texts={texts} onChange={onChange} />
          ))}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
  return (
    <Accordion variant="separated" radius="md">
      {panel('loading', t('texts.loading'), ['loading'])}
      {homeSectionIds.map((id: HomeSectionId) => panel(id, t(`sections.${id}`), homeTextKeysOf(id)))}
    </Accordion>
  );
}
