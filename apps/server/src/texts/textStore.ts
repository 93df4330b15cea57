import { placeholderProblem, placeholderProblemMessage, type TextEntry } from '@t1d/contract';
import type { Db } from '../db/database.js';
import { afterCommit, inTransaction } from '../db/transactions.js';
import type { Clock } from '../domain/clock.js';
import { invalidFields, notFound, Refusal } from '../domain/refusal.js';
import { isUniqueViolation } from '../db/uniqueViolation.js';

/** What a server read of the texts is kept for (5 minutes); a write on this server clears it. */
export const textCacheSeconds = 300;

type Language = 'en' | 'zh';

interface StoredText {
  id: number;
  text_key: string;
  section: string;
  element_type: string;
  en: string;
  zh: string;
  app_en: string | null;
  app_zh: string | null;
}

const columns = ['id', 'text_key', 'section', 'element_type', 'en', 'zh', 'app_en', 'app_zh'] as const;

function entryOf(row: StoredText): TextEntry {
  return {
    id: row.id,
    text_key: row.text_key,
    section: row.section,
    element_type: row.element_type,
    en: row.en,
    zh: row.zh,
    edited: row.app_en === null || row.en !== row.app_en || row.zh !== row.app_zh,
  };
}

/** Each database's texts as last read, with when: one cache per database, so tests never share one. */
const caches = new WeakMap<Db, { until: number; entries: TextEntry[] }>();

export interface TextFilter {
  section?: string;
  changedOnly?: boolean;
}

/** The texts, sorted by key, from the cache while it is fresh. */
export async function readTexts(db: Db, clock: Clock, filter: TextFilter = {}): Promise<TextEntry[]> {
  let cached = caches.get(db);
  if (!cached || cached.until <= clock.now()) {
    const rows = await db.selectFrom('texts').select(columns).orderBy('text_key').execute();
    cached = { until: clock.now() + textCacheSeconds, entries: rows.map(entryOf) };
    caches.set(db, cached);
  }
  return cached.entries.filter((entry) => (!filter.section || entry.section === filter.section) && (!filter.changedOnly || entry.edited));
}

export function forgetCachedTexts(db: Db): void {
  caches.delete(db);
}

/** The wording the app fills placeholders of: its own for a key it ships; none for an operator's. */
function checkPlaceholders(row: StoredText, language: Language, text: string, field: string) {
  const reference = (language === 'en' ? row.app_en : row.app_zh) ?? '';
  const problem = placeholderProblem(reference, text);
  if (problem) throw invalidFields([{ field, message: placeholderProblemMessage(problem) }]);
}

export interface TextUpdate {
  id: number;
  text: string;
}

/** Rewrites texts of one language, all or none; a placeholder problem names the first text it is in. */
export async function updateTexts(
  db: Db,
  clock: Clock,
  updates: TextUpdate[],
  language: Language,
  userId: number,
  fieldOf: (index: number) => string = (index) => `updates.${index}.text`,
): Promise<TextEntry[]> {
  const ids = [...new Set(updates.map((update) => update.id))];
  const entries = await inTransaction(db, async (trx) => {
    const rows = new Map((await trx.selectFrom('texts').select(columns).where('id', 'in', ids).execute()).map((row) => [row.id, row]));
    updates.forEach((update, index) => {
      const row = rows.get(update.id);
      if (!row) throw notFound();
      checkPlaceholders(row, language, update.text, fieldOf(index));
    });
    for (const update of updates) {
      await trx
        .updateTable('texts')
        .set({ [language]: update.text, updated_at: clock.now(), updated_by: userId })
        .where('id', '=', update.id)
        .execute();
    }
    return textsById(trx, ids);
  });
  afterCommit(db, forgetCachedTexts);
  return entries;
}

export interface NewText {
  section: string;
  textKey: string;
  elementType: string;
  text: string;
  lang: Language;
}

/** Adds an operator's own text; until they write the other language, it reads the same in both. */
export async function addText(db: Db, clock: Clock, text: NewText, userId: number): Promise<TextEntry> {
  checkPlaceholders({ app_en: null, app_zh: null } as StoredText, text.lang, text.text, 'text');
  try {
    const row = await db
      .insertInto('texts')
      .values({
        text_key: text.textKey,
        section: text.section,
        element_type: text.elementType,
        en: text.text,
        zh: text.text,
        app_en: null,
        app_zh: null,
        updated_at: clock.now(),
        updated_by: userId,
      })
      .returning(columns)
      .executeTakeFirstOrThrow();
    afterCommit(db, forgetCachedTexts);
    return entryOf(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal('text_key_taken');
    throw error;
  }
}

/** One text as it is now, for the audit log's "before". */
export async function textsById(db: Db, ids: number[]): Promise<TextEntry[]> {
  if (ids.length === 0) return [];
  return (await db.selectFrom('texts').select(columns).where('id', 'in', ids).orderBy('text_key').execute()).map(entryOf);
}
