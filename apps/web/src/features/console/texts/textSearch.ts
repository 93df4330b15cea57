import type { TextEntry } from '@t1d/contract';

export interface TextFilter {
  search: string;
  section: string | null;
  changedOnly: boolean;
}

/** The texts a filter keeps: a search matches the key or either wording, ignoring case. */
export function filterTexts(texts: TextEntry[], { search, section, changedOnly }: TextFilter): TextEntry[] {
  const needle = search.trim().toLowerCase();
  return texts.filter(
    (text) =>
      (!section || text.section === section) &&
      (!changedOnly || text.edited) &&
      (!needle || [text.text_key, text.en, text.zh].some((value) => value.toLowerCase().includes(needle))),
  );
}

/** A text's namespace in the app: the first part of its key. */
export const namespaceOf = (text: Pick<TextEntry, 'text_key'>) => text.text_key.split('.')[0]!;

/** An edit in progress: only the languages the operator changed. */
export type Draft = Partial<Record<'en' | 'zh', string>>;

/** The draft with what is the same as saved taken out; null when nothing is left to save. */
export function pendingOf(text: TextEntry, draft: Draft | undefined): Draft | null {
  const pending: Draft = {};
  for (const language of ['en', 'zh'] as const) {
    const value = draft?.[language];
    if (value !== undefined && value !== text[language]) pending[language] = value;
  }
  return Object.keys(pending).length ? pending : null;
}
