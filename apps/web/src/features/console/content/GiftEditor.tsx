import { NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useNavigate } from '../../../shared/router';
import { commandKey } from '../../../shared/api';
import { paths } from '../../../shared/paths';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { usePublishGift, useSaveGift } from '../api/useContent';
import classes from '../console.module.css';
import { consoleFailure } from '../failureText';
import { languages } from './contentDraft';
import { giftDraftOf, giftIconKeys, giftInputOf, giftProblems, type CatalogueGift, type GiftField } from './giftDraft';
import { EditorActions } from './EditorParts';
import { GiftPreview } from './GiftPreview';
import { useContentForm } from './useContentForm';

const fields = ['item', 'cost', 'icon', 'name', 'name_zh', 'description', 'description_zh', 'position'] as const;

/** A gift of the catalogue: its key in the game, its price and icon, its words in both languages beside its card. */
export function GiftEditor({ gift }: { gift: CatalogueGift | null }) {
  const { t, i18n } = useTranslation('console');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveGift();
  const publish = usePublishGift();
  const form = useContentForm({ item: gift, draftOf: giftDraftOf, problemsOf: giftProblems, fields, saveError: save.error });
  const { formRef, saved, setSaved, draft, setDraft, changed, errorOf } = form;
  const input = (field: Exclude<GiftField, 'icon'>, extra: { inputMode?: 'numeric'; description?: string } = {}) => ({
    label: t(`content.gifts.fields.${field}`),
    value: draft[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setDraft((current) => ({ ...current, [field]: value }));
    },
    error: errorOf(field),
    ...extra,
  });

  const submit = () => {
    if (!form.readyToSave()) return;
    save.mutate(giftInputOf(draft, saved?.id), {
      onSuccess: (result) => {
        form.onSaved(result);
        if (saved) return;
        // The editor's own address opens from the catalogue: it holds the new gift before the list is read again.
        queryClient.setQueryData(commandKey('OperatorContentHandler.listGifts', {}), (old) => old && { list: [...old.list, result] });
        void navigate(paths.consoleContentEditor('gifts', result.id), { replace: true });
      },
    });
  };
  const failure = consoleFailure(save.error, t('content.saveFailed')) ?? consoleFailure(publish.error, t('content.publishFailed'));

  return (
    <Stack gap="md" py="md">
      <PageHeader
        title={saved ? (i18n.language.startsWith('zh') ? saved.name_zh : saved.name) : t('content.new.gift')}
        intro={t('content.gifts.intro')}
        back={{ to: paths.consoleContentList('gifts'), label: t('content.back.gifts') }}
      />
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <div className={classes.columns} style={{ '--columns': 4 } as CSSProperties}>
            <TextInput {...input('item', { description: t('content.gifts.fields.itemHint') })} required />
            <TextInput {...input('cost', { inputMode: 'numeric' })} required />
            <NativeSelect
              label={t('content.gifts.fields.icon')}
              value={draft.icon}
              onChange={(event) => {
                const icon = giftIconKeys.find((key) => key === event.currentTarget.value) ?? 'gift';
                setDraft((current) => ({ ...current, icon }));
              }}
              data={giftIconKeys.map((key) => ({ value: key, label: t(`content.gifts.icons.${key}`) }))}
            />
            <TextInput {...input('position', { inputMode: 'numeric', description: t('content.fields.positionHint') })} />
          </div>
          <div className={classes.columns}>
            {languages.map((lang) => {
              const suffix = lang === 'zh' ? '_zh' : '';
              const words = { lang: lang === 'zh' ? 'zh-CN' : 'en' };
              return (
                <Stack key={lang} gap="sm">
                  <TextInput {...input(`name${suffix}`)} {...words} maxLength={40} required />
                  <Textarea {...input(`description${suffix}`)} {...words} autosize minRows={2} maxRows={4} required withAsterisk={false} />
                  <GiftPreview lang={lang} draft={draft} />
                </Stack>
              );
            })}
          </div>
          {failure && <ErrorAlert>{failure}</ErrorAlert>}
          <EditorActions
            visibility={
              saved && {
                shown: saved.published,
                shownLabel: t('content.status.offered'),
                showLabel: t('content.gifts.offer'),
                hideLabel: t('content.gifts.withdraw'),
              }
            }
            changed={changed}
            saving={save.isPending}
            toggling={publish.isPending}
            onToggle={() => saved && publish.mutate({ id: saved.id, published: !saved.published }, { onSuccess: setSaved })}
          />
        </Stack>
      </form>
    </Stack>
  );
}
