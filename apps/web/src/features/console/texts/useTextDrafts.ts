import type { TextEntry } from '@t1d/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useBulkUpdateTexts, useUpdateText } from '../api/useTexts';
import { consoleFailure } from '../failureText';
import { pendingOf, type Draft } from './textSearch';

/**
 * The operator's unsaved edits, by text id, and the two ways to save them: one text (both of its
 * languages), or every text with an edit at once, one request per language, each saving all of its texts or none.
 */
export function useTextDrafts(texts: TextEntry[]) {
  const { t } = useTranslation('console');
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const [failures, setFailures] = useState<Record<number, string>>({});
  const [savingId, setSavingId] = useState<number | null>(null);
  const update = useUpdateText();
  const bulk = useBulkUpdateTexts();

  const describe = (error: unknown) => consoleFailure(error, t('texts.saveFailed'));
  const setDraft = (id: number, draft: Draft | undefined) =>
    setDrafts(({ [id]: _old, ...rest }) => (draft ? { ...rest, [id]: draft } : rest));
  const setFailure = (id: number, failure: string | null) =>
    setFailures(({ [id]: _old, ...rest }) => (failure ? { ...rest, [id]: failure } : rest));

  const pending = texts.flatMap((text) => {
    const change = pendingOf(text, drafts[text.id]);
    return change ? [{ text, change }] : [];
  });

  const saveOne = async (text: TextEntry) => {
    const change = pendingOf(text, drafts[text.id]);
    if (!change) return;
    setSavingId(text.id);
    setFailure(text.id, null);
    try {
      for (const lang of ['en', 'zh'] as const) {
        if (change[lang] !== undefined) await update.mutateAsync({ id: text.id, text: change[lang], lang });
      }
      setDraft(text.id, undefined);
    } catch (error) {
      setFailure(text.id, describe(error));
    } finally {
      setSavingId(null);
    }
  };

  const saveAll = async (): Promise<number | null> => {
    const count = pending.length;
    try {
      for (const lang of ['en', 'zh'] as const) {
        const updates = pending.flatMap(({ text, change }) => (change[lang] === undefined ? [] : [{ id: text.id, text: change[lang] }]));
        if (updates.length) await bulk.mutateAsync({ updates, lang });
      }
      setDrafts({});
      setFailures({});
      return count;
    } catch {
      return null;
    }
  };

  return {
    drafts,
    failures,
    savingId,
    pending,
    setDraft,
    saveOne,
    saveAll,
    savingAll: bulk.isPending,
    bulkFailure: bulk.error ? describe(bulk.error) : null,
  };
}
