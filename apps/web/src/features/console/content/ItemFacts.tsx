import type { ContentKind } from '@t1d/contract';
import { NativeSelect, Switch, TextInput } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import classes from '../console.module.css';
import { kindFields, productCategories, type ContentDraft, type DraftField, type ProductCategory } from './contentDraft';

interface ItemFactsProps {
  kind: ContentKind;
  draft: ContentDraft;
  errorOf: (field: DraftField) => string | undefined;
  onChange: (change: Partial<ContentDraft>) => void;
}

type TypedField = 'slug' | 'position' | 'duration' | 'video_url' | 'ages' | 'minutes';

/** What an item is besides its words: its address, its place in the list, and its own kind's facts. */
export function ItemFacts({ kind, draft, errorOf, onChange }: ItemFactsProps) {
  const { t } = useTranslation('console');
  const fields = kindFields[kind];
  const typed = (field: TypedField, extra: { inputMode?: 'numeric'; required?: boolean } = {}) => (
    <TextInput
      key={field}
      label={t(`content.fields.${field}`)}
      description={t(`content.fields.${field}Hint`)}
      value={draft[field]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        onChange({ [field]: value });
      }}
      error={errorOf(field)}
      {...extra}
    />
  );
  return (
    <div className={classes.columns} style={{ '--columns': 3 } as CSSProperties}>
      {typed('slug', { required: true })}
      {typed('position', { inputMode: 'numeric' })}
      {fields.includes('category') && (
        <NativeSelect
          label={t('content.fields.category')}
          value={draft.category}
          onChange={(event) => {
            const value = event.currentTarget.value as ProductCategory | '';
            onChange({ category: value });
          }}
          error={errorOf('category')}
          required
          withAsterisk={false}
          data={[
            { value: '', label: t('content.fields.categoryChoose') },
            ...productCategories.map((category) => ({ value: category, label: t(`content.categories.${category}`) })),
          ]}
        />
      )}
      {fields.includes('duration') && typed('duration')}
      {fields.includes('video_url') && typed('video_url')}
      {fields.includes('ages') && typed('ages')}
      {fields.includes('minutes') && typed('minutes', { inputMode: 'numeric' })}
      {fields.includes('urgent') && (
        <Switch
          label={t('content.fields.urgent')}
          description={t('content.fields.urgentHint')}
          checked={draft.urgent}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            onChange({ urgent: checked });
          }}
          mt="lg"
        />
      )}
    </div>
  );
}
