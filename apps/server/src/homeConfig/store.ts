import type { HomeConfig } from '@t1d/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import { fromFlag } from '../db/flags.js';
import type { HomeConfigsTable } from '../db/shapingSchema.js';
import { campaignKeyOf, chooseHomeConfig } from '../domain/homeConfig.js';

export type HomeConfigRow = Selectable<HomeConfigsTable>;

/** A stored configuration as the contract answers it (saveHomeConfig stores the sections in their order). */
export function toHomeConfig(row: HomeConfigRow): HomeConfig {
  return {
    config_id: row.id,
    campaign: row.campaign,
    webapp_version_key: row.webapp_version_key,
    is_active: fromFlag(row.is_active),
    sections_config: JSON.parse(row.sections_config) as HomeConfig['sections_config'],
    version_text: JSON.parse(row.version_text) as HomeConfig['version_text'],
    updated_at: row.updated_at,
  };
}

/** Every configuration: the default first, then by campaign and version key. */
export async function listHomeConfigs(db: Db): Promise<HomeConfig[]> {
  const rows = await db.selectFrom('home_configs').selectAll().orderBy('campaign_key').orderBy('webapp_version_key').execute();
  return rows.map(toHomeConfig);
}

export function findHomeConfigRow(db: Db, configId: number): Promise<HomeConfigRow | undefined> {
  return db.selectFrom('home_configs').selectAll().where('id', '=', configId).executeTakeFirst();
}

/** The configuration for a campaign and version key, by the fallback chain of ADR 0018; null for the app's own defaults. */
export async function resolveHomeConfig(db: Db, campaign: string | null, versionKey: string | null): Promise<HomeConfigRow | null> {
  const campaignKey = campaignKeyOf(campaign);
  const rows = await db
    .selectFrom('home_configs')
    .selectAll()
    .where('campaign_key', 'in', [...new Set([campaignKey, ''])])
    .execute();
  const candidates = rows.map((row) => ({
    row,
    campaign_key: row.campaign_key,
    webapp_version_key: row.webapp_version_key,
    is_active: fromFlag(row.is_active),
  }));
  return chooseHomeConfig(candidates, campaignKey, versionKey)?.row ?? null;
}
