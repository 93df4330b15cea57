import { Button, Group, NativeSelect, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import classes from '../console.module.css';
import { errorsOnFields, isApiError, isSilentError } from '../../../shared/api';
import { failureText } from '../../../shared/api/failureText';
import { consoleMessage } from '../serverMessages';
import { useAddText, useUpdateText } from '../api/useTexts';

const elementTypes = ['text', 'title', 'button', 'label'] as const;
const empty = { section: '', textKey: '', elementType: 'text', en: '', zh: '' };

/**
 * Adds a text of the clinic's own, in English and Chinese, under a key the app does not have (a
 * dashboard configuration can reword a section with it).
 */
export function AddTextForm({ sections }: { sections: string[] }) {
  const { t } = useTranslation('console');
  const add = useAddText();
  const update = useUpdateText();
  const [form, setForm] = useState(empty);
  const [failure, setFailure] = useState<{ fields: Record<string, string>; other: string | null } | null>(null);
  const set = (field: keyof typeof empty) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    setFailure(null);
    try {
      const added = await add.mutateAsync({
        section: form.section,
        textKey: form.textKey,
        elementType: form.elementType,
        text: form.en,
        lang: 'en',
      });
      if (form.zh.trim()) await update.mutateAsync({ id: added.id, text: form.zh, lang: 'zh' });
      notifications.show({ color: 'primary', message: t('add.added', { key: added.text_key }) });
      setForm(empty);
    } catch (error) {
      if (isSilentError(error)) return;
      const fields = isApiError(error) ? errorsOnFields(error.errors, ['section', 'textKey', 'elementType', 'text']) : {};
      const other = failureText(error, t('texts.saveFailed'));
      setFailure({
        fields: Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, consoleMessage(message)])),
        other,
      });
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="add-text-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="add-text-title">
          {t('add.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('add.intro')}
        </Text>
        <div className={classes.columns}>
          <NativeSelect
            label={t('add.section')}
            data={[{ value: '', label: t('add.chooseSection') }, ...sections]}
            value={form.section}
            onChange={(event) => set('section')(event.currentTarget.value)}
            error={failure?.fields.section}
            required
          />
          <TextInput
            label={t('add.key')}
            description={t('add.keyHint')}
            value={form.textKey}
            onChange={(event) => set('textKey')(event.currentTarget.value)}
            error={failure?.fields.textKey}
            required
          />
          <NativeSelect
            label={t('add.elementType')}
            data={elementTypes.map((type) => ({ value: type, label: t(`add.types.${type}`) }))}
            value={form.elementType}
            onChange={(event) => set('elementType')(event.currentTarget.value)}
          />
        </div>
        <div className={classes.columns}>
          <Textarea
            label={t('texts.language.en')}
            lang="en"
            autosize
            minRows={2}
            value={form.en}
            onChange={(event) => set('en')(event.currentTarget.value)}
            error={failure?.fields.text}
            required
          />
          <Textarea
            label={t('texts.language.zh')}
            lang="zh-CN"
            description={t('add.zhHint')}
            autosize
            minRows={2}
            value={form.zh}
            onChange={(event) => set('zh')(event.currentTarget.value)}
          />
        </div>
        {failure?.other && Object.keys(failure.fields).length === 0 && (
          <Text size="sm" c="danger.8" role="alert">
            {failure.other}
          </Text>
        )}
        <Group>
          <Button
            onClick={() => void submit()}
            loading={add.isPending || update.isPending}
            disabled={!form.section || !form.textKey.trim() || !form.en.trim()}
          >
            {t('add.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
