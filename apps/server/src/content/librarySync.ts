import type { Db } from '../db/database.js';
import type { LibraryFileItem, LibraryFiles, LibraryGift } from './libraryFiles.js';
import { inTransaction } from '../db/transactions.js';

const durationSeconds = (duration: string | undefined) => {
  if (!duration) return null;
  const [minutes = 0, seconds = 0] = duration.split(':').map(Number);
  return minutes * 60 + seconds;
};

/** The facts of an item besides its words, as the files give them (the English file carries them). */
function itemFacts(item: LibraryFileItem) {
  const { en } = item.texts;
  return {
    category: en.category ?? null,
    duration_seconds: durationSeconds(en.duration),
    ages: en.ages ?? null,
    minutes: en.minutes ?? null,
  };
}

async function writeTexts(trx: Db, itemId: number, item: LibraryFileItem): Promise<void> {
  for (const lang of ['en', 'zh'] as const) {
    const { title, summary, body, sources } = item.texts[lang];
    const values = { title, summary, body, sources };
    await trx
      .insertInto('content_texts')
      .values({ item_id: itemId, lang, ...values })
      .onConflict((oc) => oc.columns(['item_id', 'lang']).doUpdateSet(values))
      .execute();
  }
}

async function syncItem(trx: Db, item: LibraryFileItem, now: number): Promise<void> {
  const stored = await trx
    .selectFrom('content_items')
    .select(['id', 'source_hash'])
    .where('kind', '=', item.kind)
    .where('slug', '=', item.slug)
    .executeTakeFirst();
  const order = { position: item.position, urgent: item.urgent ? 1 : 0 };
  if (!stored) {
    const row = await trx
      .insertInto('content_items')
      .values({
        kind: item.kind,
        slug: item.slug,
        published: 1,
        created_at: now,
        updated_at: now,
        source_hash: item.sourceHash,
        ...order,
        ...itemFacts(item),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeTexts(trx, row.id, item);
    return;
  }
  if (stored.source_hash === item.sourceHash) {
    await trx.updateTable('content_items').set(order).where('id', '=', stored.id).execute();
    return;
  }
  // The files changed since they were last loaded: they win over an operator's edit of the same item.
  await trx
    .updateTable('content_items')
    .set({ ...order, ...itemFacts(item), source_hash: item.sourceHash, updated_at: now })
    .where('id', '=', stored.id)
    .execute();
  await writeTexts(trx, stored.id, item);
}

async function syncGift(trx: Db, gift: LibraryGift, now: number): Promise<void> {
  const stored = await trx.selectFrom('gift_catalogue').select(['id', 'source_hash']).where('item', '=', gift.item).executeTakeFirst();
  const { position, sourceHash, ...values } = gift;
  if (!stored) {
    await trx
      .insertInto('gift_catalogue')
      .values({ ...values, position, source_hash: sourceHash, published: 1, updated_at: now })
      .execute();
  } else if (stored.source_hash !== sourceHash) {
    await trx
      .updateTable('gift_catalogue')
      .set({ ...values, position, source_hash: sourceHash, updated_at: now })
      .where('id', '=', stored.id)
      .execute();
  } else {
    await trx.updateTable('gift_catalogue').set({ position }).where('id', '=', stored.id).execute();
  }
}

/**
 * Brings the library up to the files' version. Items are matched by kind and slug, gifts by item key,
 * so ids and what parents did with them survive. Items the files no longer name are unpublished,
 * never deleted; items an operator made (no source hash) are not the files' to touch.
 */
export async function syncLibrary(db: Db, files: LibraryFiles, now: number): Promise<void> {
  const current = await db.selectFrom('settings').select('value').where('key', '=', 'library_version').executeTakeFirst();
  if (current && Number(current.value) >= files.version) return;
  await inTransaction(db, async (trx) => {
    for (const item of files.items) await syncItem(trx, item, now);
    for (const kind of ['article', 'lesson_plan', 'episode', 'product'] as const) {
      const slugs = files.items.filter((item) => item.kind === kind).map((item) => item.slug);
      let retired = trx.updateTable('content_items').set({ published: 0 }).where('kind', '=', kind).where('source_hash', 'is not', null);
      if (slugs.length) retired = retired.where('slug', 'not in', slugs);
      await retired.execute();
    }
    for (const gift of files.gifts) await syncGift(trx, gift, now);
    const items = files.gifts.map((gift) => gift.item);
    let retiredGifts = trx.updateTable('gift_catalogue').set({ published: 0 }).where('source_hash', 'is not', null);
    if (items.length) retiredGifts = retiredGifts.where('item', 'not in', items);
    await retiredGifts.execute();
    const version = String(files.version);
    await trx
      .insertInto('settings')
      .values({ key: 'library_version', value: version })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: version }))
      .execute();
  });
}
