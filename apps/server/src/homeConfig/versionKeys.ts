import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { resolveHomeConfig } from './store.js';

/** The version key a new parent of `campaign` gets: that of the configuration they would see now (ADR 0018). */
export async function versionKeyForCampaign(db: Db, campaign: string | null | undefined): Promise<string | null> {
  return (await resolveHomeConfig(db, campaign ?? null, null))?.webapp_version_key ?? null;
}

const parentCampaignKey = sql<string>`lower(trim(coalesce(campaign, '')))`;

/**
 * An operator's change moves parents along (ADR 0018): after a configuration of `campaignKey` is
 * activated, changed or deleted, each parent it concerns gets the version key of what they see now.
 * For the default configuration ('') that is every parent whose campaign has no active configuration.
 */
export async function syncVersionKeys(db: Db, campaignKey: string): Promise<void> {
  const key = await versionKeyForCampaign(db, campaignKey);
  const campaignsWithTheirOwn = db
    .selectFrom('home_configs')
    .select('campaign_key')
    .where('is_active', '=', 1)
    .where('campaign_key', '<>', '');
  await db
    .updateTable('users')
    .set({ webapp_version_key: key })
    .where('role', '=', 'parent')
    .where((eb) => (campaignKey ? eb(parentCampaignKey, '=', campaignKey) : eb(parentCampaignKey, 'not in', campaignsWithTheirOwn)))
    .execute();
}
