import type { CommandOutput, OperatorContentItem, ParsedInput } from '@t1d/contract';
import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transactions.js';
import { fromFlag, toFlag } from '../db/flags.js';
import { isUniqueViolation } from '../db/uniqueViolation.js';
import { Refusal, notFound } from '../domain/refusal.js';

type ItemChange = ParsedInput<'OperatorContentHandler.saveItem'>;
type ItemList = CommandOutput<'OperatorContentHandler.listItems'>;
type ItemTexts = Pick<ItemChange, 'en' | 'zh'>;

/**
 * The library's items with their words in both languages. An item without words (the programme's
 * lesson-plan collection of migration 007) is a coin anchor, not something to edit: it is left out.
 */
function itemsWithTexts(db: Db) {
  return db
    .selectFrom('content_items as item')
    .innerJoin('content_texts as en', (join) => join.onRef('en.item_id', '=', 'item.id').on('en.lang', '=', 'en'))
    .innerJoin('content_texts as zh', (join) => join.onRef('zh.item_id', '=', 'item.id').on('zh.lang', '=', 'zh'));
}

const itemColumns = [
  'item.id',
  'item.kind',
  'item.slug',
  'item.position',
  'item.urgent',
  'item.category',
  'item.duration_seconds',
  'item.video_url',
  'item.ages',
  'item.minutes',
  'item.published',
  'item.source_hash',
  'item.updated_at',
] as const;

type ItemRow = {
  id: number;
  kind: OperatorContentItem['kind'];
  slug: string;
  position: number;
  urgent: number;
  category: string | null;
  duration_seconds: number | null;
  video_url: string | null;
  ages: string | null;
  minutes: number | null;
  published: number;
  source_hash: string | null;
  updated_at: number | null;
};

function toItemFacts({ source_hash, ...row }: ItemRow): Omit<OperatorContentItem, 'en' | 'zh'> {
  return {
    ...row,
    // Stored from the contract's categories, or by the files, which allow the same ones.
    category: row.category as OperatorContentItem['category'],
    urgent: fromFlag(row.urgent),
    published: fromFlag(row.published),
    from_files: source_hash !== null,
  };
}

/** One item as the editor opens it; undefined when there is no such item (or it has no words). */
async function findItem(db: Db, itemId: number): Promise<OperatorContentItem | undefined> {
  const row = await itemsWithTexts(db)
    .select([
      ...itemColumns,
      'en.title as en_title',
      'en.summary as en_summary',
      'en.body as en_body',
      'en.sources as en_sources',
      'zh.title as zh_title',
      'zh.summary as zh_summary',
      'zh.body as zh_body',
      'zh.sources as zh_sources',
    ])
    .where('item.id', '=', itemId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { en_title, en_summary, en_body, en_sources, zh_title, zh_summary, zh_body, zh_sources, ...facts } = row;
  return {
    ...toItemFacts(facts),
    en: { title: en_title, summary: en_summary, body: en_body, sources: en_sources },
    zh: { title: zh_title, summary: zh_summary, body: zh_body, sources: zh_sources },
  };
}

export async function getContentItem(db: Db, itemId: number): Promise<OperatorContentItem> {
  const item = await findItem(db, itemId);
  if (!item) throw notFound();
  return item;
}

/** One kind's items, published or not, in the order parents see them, titled in both languages. */
export async function listContentItems(db: Db, query: ParsedInput<'OperatorContentHandler.listItems'>): Promise<ItemList> {
  const items = itemsWithTexts(db).where('item.kind', '=', query.kind);
  const [rows, counted] = await Promise.all([
    items
      .select([...itemColumns, 'en.title as title', 'zh.title as title_zh'])
      .orderBy('item.position')
      .orderBy('item.id')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    items.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map(({ title, title_zh, ...facts }) => ({ ...toItemFacts(facts), title, title_zh })),
    total: Number(counted.total),
    page: query.page,
    per_page: query.per_page,
  };
}

async function writeTexts(trx: Db, itemId: number, texts: ItemTexts): Promise<void> {
  for (const lang of ['en', 'zh'] as const) {
    const values = texts[lang];
    await trx
      .insertInto('content_texts')
      .values({ item_id: itemId, lang, ...values })
      .onConflict((oc) => oc.columns(['item_id', 'lang']).doUpdateSet(values))
      .execute();
  }
}

/**
 * Adds an item (unpublished, and the operator's: no source hash) or rewrites one of the same kind. A
 * rewritten item keeps its source hash, so the next version of the library files replaces the edit.
 */
export async function saveContentItem(db: Db, change: ItemChange, now: number): Promise<OperatorContentItem> {
  const { id: itemId, kind, en, zh, ...facts } = change;
  const values = { ...facts, urgent: toFlag(facts.urgent), video_url: facts.video_url || null, updated_at: now };
  try {
    return await inTransaction(db, async (trx) => {
      const row = itemId
        ? await trx
            .updateTable('content_items')
            .set(values)
            .where('id', '=', itemId)
            .where('kind', '=', kind)
            .returning('id')
            .executeTakeFirst()
        : await trx
            .insertInto('content_items')
            .values({ ...values, kind, published: 0, created_at: now, source_hash: null })
            .returning('id')
            .executeTakeFirstOrThrow();
      if (!row) throw notFound();
      await writeTexts(trx, row.id, { en, zh });
      return getContentItem(trx, row.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal('content_slug_taken');
    throw error;
  }
}

/** Shows an item to parents or hides it from them; its words and its date stay as they were. */
export async function publishContentItem(db: Db, itemId: number, published: boolean): Promise<OperatorContentItem> {
  const item = await getContentItem(db, itemId);
  await db
    .updateTable('content_items')
    .set({ published: toFlag(published) })
    .where('id', '=', itemId)
    .execute();
  return { ...item, published };
}
