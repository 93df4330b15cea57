import { economySettings, type EconomySettings } from '@t1d/contract';
import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transactions.js';

/**
 * What the product does until an operator says otherwise (ADR 0006). The programme's published token
 * value is no setting: it is a figure an operator publishes, or none (economy/valuation.ts, ADR 0033).
 */
const defaultSettings: EconomySettings = {
  per_token_value: 1,
  // A heroic act or two a day: enough to mean something, too few for tokens to become what a child plays for.
  heroic_tokens_per_child_per_day: 20,
  recommended_max_interactions: 50,
  community_entry_coins: 5,
  lesson_plan_coins: 10,
  product_explore_coins: 5,
  parent_task_coins_per_day: 200,
  red_flag_reminder_hours: 2,
};

export async function readSettings(db: Db): Promise<EconomySettings> {
  const rows = await db.selectFrom('settings').selectAll().execute();
  const stored = Object.fromEntries(rows.map((row) => [row.key, Number(row.value)]));
  // Unknown keys and unreadable values fall back to the defaults.
  const merged = { ...defaultSettings, ...stored };
  const parsed = economySettings.safeParse(merged);
  return parsed.success ? parsed.data : defaultSettings;
}

export async function writeSettings(db: Db, changes: Partial<EconomySettings>): Promise<EconomySettings> {
  await inTransaction(db, async (trx) => {
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) continue;
      await trx
        .insertInto('settings')
        .values({ key, value: String(value) })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(value) }))
        .execute();
    }
  });
  return readSettings(db);
}
