import type { HomeConfig, HomeSectionCondition, HomeSectionId } from '@t1d/contract';
import { Button, Grid, Group, Paper, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { errorsOnFields, isApiError } from '../../../shared/api';
import { failureText } from '../../../shared/api/failureText';
import { useTranslateMessage } from '../../../shared/i18n';
import { useServerAction } from '../../../shared/pwa/useServerAction';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useSaveConfig } from '../api/useHomeConfigs';
import { draftOf, moveSection, setText, toggleSection, toSaveInput } from './draft';
import { PhonePreview } from './PhonePreview';
import { SectionOrderList } from './SectionOrderList';
import { VersionTextsEditor } from './VersionTextsEditor';

interface ConfigEditorProps {
  /** The configuration to edit; null for a new one. */
  config: HomeConfig | null;
  conditions: Partial<Record<HomeSectionId, HomeSectionCondition | null>>;
  onDone: () => void;
}

/** A part of the editor: its heading and what to do there. */
function PartHeading({ title, hint }: { title: string; hint: string }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}

/** Creates or edits one configuration: campaign and version key, the sections, the texts, and the phone preview beside them. */
export function ConfigEditor({ config, conditions, onDone }: ConfigEditorProps) {
  const { t } = useTranslation('homeConfig');
  const [draft, setDraft] = useState(() => draftOf(config));
  const [announcement, setAnnouncement] = useState('');
  const save = useSaveConfig();
  const serverAction = useServerAction();
  const failure = failureText(save.error, t('saveFailed'));
  const translate = useTranslateMessage();
  const onFields = isApiError(save.error) ? errorsOnFields(save.error.errors, ['campaign', 'webapp_version_key']) : {};
  const fieldError = (field: 'campaign' | 'webapp_version_key') => onFields[field] && translate(onFields[field]);

  const move = (from: number, to: number) => {
    const next = moveSection(draft, from, to);
    if (next === draft) return;
    setDraft(next);
    const moved = draft.sections[from]!.id;
    setAnnouncement(t('sectionList.moved', { name: t(`sections.${moved}`), position: to + 1, total: next.sections.length }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(toSaveInput(draft), {
      onSuccess: (saved) => {
        notifications.show({ color: 'primary', message: t(saved.is_active ? 'editor.saved' : 'editor.savedInactive') });
        onDone();
      },
    });
  };

  return (
    <Paper component="section" withBorder radius="lg" p="md" aria-labelledby="config-editor-title">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Title order={2} size="h4" id="config-editor-title">
            {t(config ? 'editor.editTitle' : 'editor.newTitle')}
          </Title>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="md">
                <Group grow align="flex-start">
                  <TextInput
                    label={t('editor.campaign')}
                    description={t('editor.campaignHint')}
                    value={draft.campaign}
                    maxLength={100}
                    error={fieldError('campaign')}
                    onChange={(e) => setDraft({ ...draft, campaign: e.currentTarget.value })}
                  />
                  <TextInput
                    label={t('editor.versionKey')}
                    description={t('editor.versionKeyHint')}
                    required
                    value={draft.webapp_version_key}
                    maxLength={40}
                    error={fieldError('webapp_version_key')}
                    onChange={(e) => setDraft({ ...draft, webapp_version_key: e.currentTarget.value })}
                  />
                </Group>
                <PartHeading title={t('sectionList.title')} hint={t('sectionList.hint')} />
                <SectionOrderList
                  sections={draft.sections}
                  conditions={conditions}
                  onMove={move}
                  onToggle={(id, enabled) => setDraft(toggleSection(draft, id, enabled))}
                />
                <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
                <PartHeading title={t('texts.title')} hint={t('texts.hint')} />
                <VersionTextsEditor
                  texts={draft.texts}
                  onChange={(key, language, value) => setDraft(setText(draft, key, language, value))}
                />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <PhonePreview draft={draft} />
            </Grid.Col>
          </Grid>
          {failure && <ErrorAlert>{failure}</ErrorAlert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t('editor.cancel')}
            </Button>
            <Button type="submit" {...serverAction} loading={save.isPending}>
              {t('editor.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
