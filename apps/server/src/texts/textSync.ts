import type { Db } from '../db/database.js';
import type { BundledTexts } from './bundledTexts.js';
import { inTransaction } from '../db/transactions.js';

const insertChunk = 100;

/**
 * Brings the stored texts up to the release's own (ADR 0023). A new key is added; a key whose wording
 * an operator has not changed takes the release's new wording; an operator's wording is kept, and the
 * release's is kept beside it. Keys the release no longer has go; texts operators added stay.
 */
export async function syncTexts(db: Db, bundled: BundledTexts, now: number): Promise<void> {
  const current = await db.selectFrom('settings').select('value').where('key', '=', 'texts_version').executeTakeFirst();
  if (current?.value === bundled.version) return;
  await inTransaction(db, async (trx) => {
    const stored = new Map(
      (
        await trx.selectFrom('texts').select(['id', 'text_key', 'en', 'zh', 'app_en', 'app_zh']).where('app_en', 'is not', null).execute()
      ).map((row) => [row.text_key, row]),
    );
    const fresh = [];
    for (const text of bundled.texts) {
      const row = stored.get(text.text_key);
      stored.delete(text.text_key);
      if (!row) {
        fresh.push({ ...text, app_en: text.en, app_zh: text.zh, updated_at: now });
        continue;
      }
      if (row.app_en === text.en && row.app_zh === text.zh) continue;
      await trx
        .updateTable('texts')
        .set({
          section: text.section,
          en: row.en === row.app_en ? text.en : row.en,
          zh: row.zh === row.app_zh ? text.zh : row.zh,
          app_en: text.en,
          app_zh: text.zh,
        })
        .where('id', '=', row.id)
        .execute();
    }
    for (let start = 0; start < fresh.length; start += insertChunk) {
      await trx
        .insertInto('texts')
        .values(fresh.slice(start, start + insertChunk))
        // Another server starting at the same moment may have added it: its row is as good.
        .onConflict((oc) => oc.column('text_key').doNothing())
        .execute();
    }
    const gone = [...stored.values()].map((row) => row.id);
    if (gone.length) await trx.deleteFrom('texts').where('id', 'in', gone).execute();
    await trx
      .insertInto('settings')
      .values({ key: 'texts_version', value: bundled.version })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: bundled.version }))
      .execute();
  });
}
