import type { HomeConfig, ParsedInput } from '@t1d/contract';
import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transactions.js';
import { lockedOnPostgres } from '../db/rowLocks.js';
import { isUniqueViolation } from '../db/uniqueViolation.js';
import { campaignKeyOf } from '../domain/homeConfig.js';
import { Refusal, notFound } from '../domain/refusal.js';
import { findHomeConfigRow, toHomeConfig } from './store.js';
import { syncVersionKeys } from './versionKeys.js';

type ConfigChange = ParsedInput<'ParentHomeConfigHandler.saveConfig'>;

/**
 * Adds a configuration (inactive until an operator activates it), or rewrites one. Rewriting the
 * active one changes the dashboards of its campaign at once, a new version key included; moved to
 * another campaign it is inactive there, and its old campaign's parents fall back (ADR 0018).
 */
export async function saveHomeConfig(db: Db, change: ConfigChange, now: number): Promise<HomeConfig> {
  const values = {
    campaign: change.campaign,
    campaign_key: campaignKeyOf(change.campaign),
    webapp_version_key: change.webapp_version_key,
    sections_config: JSON.stringify([...change.sections_config].sort((a, b) => a.order - b.order)),
    version_text: JSON.stringify(change.version_text.filter((text) => text.en || text.zh)),
    updated_at: now,
  };
  try {
    return await inTransaction(db, async (trx) => {
      const before = change.config_id ? await findHomeConfigRow(trx, change.config_id) : undefined;
      if (change.config_id && !before) throw notFound();
      await lockCampaigns(trx, [values.campaign_key, ...(before ? [before.campaign_key] : [])]);
      // Moved to another campaign, a configuration starts there inactive, as a new one would.
      const moved = before && before.campaign_key !== values.campaign_key;
      const row = before
        ? await trx
            .updateTable('home_configs')
            .set({ ...values, ...(moved && { is_active: 0 }) })
            .where('id', '=', before.id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : await trx
            .insertInto('home_configs')
            .values({ ...values, is_active: 0, created_at: now })
            .returningAll()
            .executeTakeFirstOrThrow();
      for (const campaignKey of new Set([before?.campaign_key, row.campaign_key])) {
        if (campaignKey !== undefined) await syncVersionKeys(trx, campaignKey);
      }
      return toHomeConfig(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal('home_config_taken');
    throw error;
  }
}

/**
 * Holds the configurations of the campaigns a change touches until it commits, taken in one order so
 * that changes racing each other (and the parents' version keys they rewrite) go one after the other.
 */
async function lockCampaigns(trx: Db, campaignKeys: string[]) {
  const query = trx.selectFrom('home_configs').select('id').where('campaign_key', 'in', campaignKeys).orderBy('campaign_key').orderBy('id');
  await lockedOnPostgres(trx, query).execute();
}

/** Makes a configuration its campaign's active one (the others of the campaign stop being active). */
export async function activateHomeConfig(db: Db, configId: number, now: number): Promise<HomeConfig> {
  return inTransaction(db, async (trx) => {
    const row = await findHomeConfigRow(trx, configId);
    if (!row) throw notFound();
    // Activations racing each other run one after the other and leave exactly one active.
    await lockCampaigns(trx, [row.campaign_key]);
    await trx
      .updateTable('home_configs')
      .set((eb) => ({ is_active: eb.case().when('id', '=', row.id).then(1).else(0).end() }))
      .where('campaign_key', '=', row.campaign_key)
      .execute();
    const active = await trx
      .updateTable('home_configs')
      .set({ updated_at: now })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await syncVersionKeys(trx, row.campaign_key);
    return toHomeConfig(active);
  });
}

/** Deletes a configuration; the parents who saw it fall back along ADR 0018's chain. */
export async function deleteHomeConfig(db: Db, configId: number): Promise<{ config_id: number; deleted: true }> {
  return inTransaction(db, async (trx) => {
    const row = await trx.deleteFrom('home_configs').where('id', '=', configId).returningAll().executeTakeFirst();
    if (!row) throw notFound();
    await syncVersionKeys(trx, row.campaign_key);
    return { config_id: row.id, deleted: true };
  });
}
