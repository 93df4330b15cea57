import type { CommandOutput, ParsedInput } from '@t1d/contract';
import type { Db } from '../db/database.js';
import { fromFlag, toFlag } from '../db/flags.js';
import { isUniqueViolation } from '../db/uniqueViolation.js';
import { Refusal, notFound } from '../domain/refusal.js';

type Gift = CommandOutput<'OperatorContentHandler.saveGift'>;
type GiftChange = ParsedInput<'OperatorContentHandler.saveGift'>;

const giftColumns = ['id', 'item', 'cost', 'icon', 'name', 'name_zh', 'description', 'description_zh', 'published', 'position'] as const;

const toGift = (row: Omit<Gift, 'published'> & { published: number }): Gift => ({ ...row, published: fromFlag(row.published) });

/** Every gift, offered or not, in the order parents see them. */
export async function listCatalogueGifts(db: Db): Promise<Gift[]> {
  const rows = await db.selectFrom('gift_catalogue').select(giftColumns).orderBy('position').orderBy('id').execute();
  return rows.map(toGift);
}

/** Adds a gift (offered at once, and the operator's) or rewrites one, keeping its source hash as items do. */
export async function saveCatalogueGift(db: Db, change: GiftChange, now: number): Promise<Gift> {
  const { id: giftId, ...values } = change;
  try {
    const row = giftId
      ? await db
          .updateTable('gift_catalogue')
          .set({ ...values, updated_at: now })
          .where('id', '=', giftId)
          .returning(giftColumns)
          .executeTakeFirst()
      : await db
          .insertInto('gift_catalogue')
          .values({ ...values, published: 1, source_hash: null, updated_at: now })
          .returning(giftColumns)
          .executeTakeFirstOrThrow();
    if (!row) throw notFound();
    return toGift(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal('gift_item_taken');
    throw error;
  }
}

/** Offers a gift to parents or withdraws it; gifts already sent stay as they were. */
export async function publishCatalogueGift(db: Db, giftId: number, published: boolean): Promise<Gift> {
  const row = await db
    .updateTable('gift_catalogue')
    .set({ published: toFlag(published) })
    .where('id', '=', giftId)
    .returning(giftColumns)
    .executeTakeFirst();
  if (!row) throw notFound();
  return toGift(row);
}
