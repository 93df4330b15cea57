import type { ContentDetail, ContentSummary, LibraryKind, TrustedProduct } from '@t1d/contract';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../db/database.js';
import { fromFlag } from '../db/flags.js';
import type { ContentKind } from '../db/schema.js';
import type { Locale } from '../domain/locale.js';
import { notFound } from '../domain/refusal.js';
import type { FamilyScope } from '../domain/scope.js';
import { rewardKeyPrefix } from '../economy/contentRewards.js';
import { namingEmergencyNumber } from './emergencyNumber.js';

/**
 * The items of `kind` a parent reading `locale` is offered: published, and with something to offer.
 * An episode is its video, so one without a video is not part of the series; any other item is its
 * text, so one whose body is empty in the reader's language is not offered in it (ADR 0034).
 */
export function offeredItems(db: Db, kind: ContentKind, locale: Locale) {
  const published = db
    .selectFrom('content_items as item')
    .innerJoin('content_texts as text', (join) => join.onRef('text.item_id', '=', 'item.id').on('text.lang', '=', locale))
    .where('item.kind', '=', kind)
    .where('item.published', '=', 1);
  return kind === 'episode' ? published.where('item.video_url', 'is not', null) : published.where(notBlank('text.body'));
}

/** A text column holds more than white space (the same test on SQLite and PostgreSQL). */
export const notBlank = (column: string) => sql<SqlBool>`trim(${sql.ref(column)}, ${' \n\r\t'}) <> ''`;

const summaryColumns = [
  'item.id',
  'item.slug',
  'item.kind',
  'item.urgent',
  'item.category',
  'item.duration_seconds',
  'item.video_url',
  'item.ages',
  'item.minutes',
  'text.title',
  'text.summary',
] as const;

type SummaryRow = {
  id: number;
  slug: string;
  kind: ContentKind;
  urgent: number;
  category: string | null;
  duration_seconds: number | null;
  video_url: string | null;
  ages: string | null;
  minutes: number | null;
  title: string;
  summary: string;
};

const toSummary = (row: SummaryRow, done: Set<number>): ContentSummary => ({
  ...row,
  urgent: fromFlag(row.urgent),
  done: done.has(row.id),
});

/** The ids of `kind` this parent has finished: episodes watched, lesson plans and products rewarded. */
async function doneIds(db: Db, scope: FamilyScope, kind: ContentKind): Promise<Set<number>> {
  if (kind === 'episode') {
    const rows = await db.selectFrom('episode_progress').select('item_id').where('user_id', '=', scope.userId).execute();
    return new Set(rows.map((row) => row.item_id));
  }
  if (kind !== 'lesson_plan' && kind !== 'product') return new Set();
  const prefix = rewardKeyPrefix(kind, scope.familyId);
  // The prefix is letters, digits and colons: nothing LIKE reads as a wildcard.
  const rows = await db
    .selectFrom('coin_ledger')
    .select('reason_key')
    .where('family_id', '=', scope.familyId)
    .where('reason', '=', kind)
    .where('reason_key', 'like', `${prefix}%`)
    .execute();
  return new Set(rows.map((row) => Number(row.reason_key.slice(prefix.length))));
}

// Every read below names the deployment's emergency number where the texts hold its placeholder (emergencyNumber.ts).

export async function listContent(
  db: Db,
  scope: FamilyScope,
  kind: LibraryKind,
  urgentOnly: boolean,
  locale: Locale,
  emergencyNumber: string,
): Promise<ContentSummary[]> {
  let query = offeredItems(db, kind, locale).select(summaryColumns);
  if (urgentOnly) query = query.where('item.urgent', '=', 1);
  const [rows, done] = await Promise.all([query.orderBy('item.position').orderBy('item.id').execute(), doneIds(db, scope, kind)]);
  return rows.map((row) => toSummary(namingEmergencyNumber(row, emergencyNumber), done));
}

export async function getContent(
  db: Db,
  scope: FamilyScope,
  kind: ContentKind,
  slug: string,
  locale: Locale,
  emergencyNumber: string,
): Promise<ContentDetail> {
  const row = await offeredItems(db, kind, locale)
    .select([...summaryColumns, 'text.body', 'text.sources', 'item.updated_at', 'item.created_at'])
    .where('item.slug', '=', slug)
    .executeTakeFirst();
  if (!row) throw notFound();
  const { body, sources, updated_at, created_at, ...summary } = namingEmergencyNumber(row, emergencyNumber);
  return { ...toSummary(summary, await doneIds(db, scope, kind)), body, sources, updated_at: Number(updated_at ?? created_at) };
}

const toProduct = (row: SummaryRow, explored: Set<number>): TrustedProduct => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  category: row.category,
  explored: explored.has(row.id),
});

export async function activeProducts(db: Db, scope: FamilyScope, locale: Locale, emergencyNumber: string): Promise<TrustedProduct[]> {
  const [rows, explored] = await Promise.all([
    offeredItems(db, 'product', locale).select(summaryColumns).orderBy('item.position').orderBy('item.id').execute(),
    doneIds(db, scope, 'product'),
  ]);
  return rows.map((row) => toProduct(namingEmergencyNumber(row, emergencyNumber), explored));
}

export async function productById(db: Db, scope: FamilyScope, id: number, locale: Locale, emergencyNumber: string) {
  const row = await offeredItems(db, 'product', locale)
    .select([...summaryColumns, 'text.body', 'text.sources'])
    .where('item.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  const named = namingEmergencyNumber(row, emergencyNumber);
  return { ...toProduct(named, await doneIds(db, scope, 'product')), body: named.body, sources: named.sources };
}
