import type { ContentKind, OperatorContentItem } from '@t1d/contract';
import { Alert, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useNavigate } from '../../../shared/router';
import { commandKey } from '../../../shared/api';
import { paths, type ContentSection } from '../../../shared/paths';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { Icon } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { usePublishContentItem, useSaveContentItem } from '../api/useContent';
import classes from '../console.module.css';
import { consoleFailure } from '../failureText';
import { ContentPreview } from './ContentPreview';
import { EditorActions } from './EditorParts';
import { draftOf, draftProblems, languages, saveInputOf, type ContentDraft, type DraftField } from './contentDraft';
import { ItemFacts } from './ItemFacts';
import { useContentForm } from './useContentForm';
import { WordsFields } from './WordsFields';

const allFields: DraftField[] = ['slug', 'position', 'category', 'duration', 'video_url', 'ages', 'minutes'].concat(
  languages.flatMap((lang) => ['title', 'summary', 'body', 'sources'].map((field) => `${lang}.${field}`)),
) as DraftField[];
// The server names an episode's length by its wire name.
const wireNames: Record<string, DraftField> = { duration_seconds: 'duration' };

/**
 * An item of the library in both languages, each beside its live preview. A new item is saved hidden;
 * publishing shows the saved words to parents, so it waits until the edits are saved.
 */
export function ItemEditor({ section, kind, item }: { section: ContentSection; kind: ContentKind; item: OperatorContentItem | null }) {
  const { t, i18n } = useTranslation('console');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveContentItem();
  const publish = usePublishContentItem();
  const form = useContentForm({
    item,
    draftOf,
    problemsOf: (draft: ContentDraft) => draftProblems(kind, draft),
    fields: allFields,
    wireNames,
    saveError: save.error,
  });
  const { formRef, saved, setSaved, draft, setDraft, changed, errorOf } = form;

  const submit = () => {
    if (!form.readyToSave()) return;
    save.mutate(saveInputOf(kind, draft, saved?.id), {
      onSuccess: (result) => {
        form.onSaved(result);
        if (saved) return;
        queryClient.setQueryData(commandKey('OperatorContentHandler.getItem', { id: result.id }), result);
        void navigate(paths.consoleContentEditor(section, result.id), { replace: true });
      },
    });
  };
  const togglePublished = () =>
    saved &&
    publish.mutate(
      { id: saved.id, published: !saved.published },
      {
        onSuccess: (result) => {
          setSaved(result);
          notifications.show({ color: 'primary', message: t(result.published ? 'content.published' : 'content.unpublished') });
        },
      },
    );
  const failure = consoleFailure(save.error, t('content.saveFailed')) ?? consoleFailure(publish.error, t('content.publishFailed'));

  return (
    <Stack gap="md" py="md">
      <PageHeader
        title={saved ? saved[i18n.language.startsWith('zh') ? 'zh' : 'en'].title : t(`content.new.${kind}`)}
        intro={saved ? t('content.editIntro') : t('content.newIntro')}
        back={{ to: paths.consoleContentList(section), label: t(`content.back.${section}`) }}
      />
      {saved?.from_files && (
        <Alert color="primary" variant="light" icon={<Icon name="info" />}>
          <Text size="sm">{t('content.fromFiles')}</Text>
        </Alert>
      )}
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <ItemFacts
            kind={kind}
            draft={draft}
            errorOf={errorOf}
            onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
          />
          <div className={classes.columns}>
            {languages.map((lang) => (
              <Stack key={lang} gap="sm">
                <WordsFields
                  lang={lang}
                  words={draft[lang]}
                  errorOf={errorOf}
                  onChange={(words) => setDraft((current) => ({ ...current, [lang]: words }))}
                />
                <ContentPreview lang={lang} words={draft[lang]} urgent={kind === 'article' && draft.urgent} />
              </Stack>
            ))}
          </div>
          {failure && <ErrorAlert>{failure}</ErrorAlert>}
          <EditorActions
            visibility={
              saved && {
                shown: saved.published,
                shownLabel: t('content.status.published'),
                showLabel: t('content.publish'),
                hideLabel: t('content.unpublish'),
              }
            }
            changed={changed}
            saving={save.isPending}
            toggling={publish.isPending}
            onToggle={togglePublished}
          />
        </Stack>
      </form>
    </Stack>
  );
}
