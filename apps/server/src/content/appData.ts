import type { AppGlobal } from '@t1d/contract';
import type { Db } from '../db/database.js';
import { readSettings } from '../economy/settings.js';

const communityKey = 'parent_community_url';

/** What operators set in the database; the deployment's phone numbers come from its configuration. */
export type StoredAppGlobal = Omit<AppGlobal, 'emergency_number' | 'care_team_phone'>;

/** The community group's address, or null while none is set. */
export async function readCommunityUrl(db: Db): Promise<string | null> {
  const community = await db.selectFrom('settings').select('value').where('key', '=', communityKey).executeTakeFirst();
  return community?.value || null;
}

export async function readAppGlobal(db: Db): Promise<StoredAppGlobal> {
  const [settings, communityUrl] = await Promise.all([readSettings(db), readCommunityUrl(db)]);
  return {
    parent_community_url: communityUrl,
    community_entry_coins: settings.community_entry_coins,
    lesson_plan_coins: settings.lesson_plan_coins,
    product_explore_coins: settings.product_explore_coins,
  };
}

/** Sets (or, empty, removes) the community group's address. */
export async function saveCommunityUrl(db: Db, url: string): Promise<string | null> {
  if (!url) {
    await db.deleteFrom('settings').where('key', '=', communityKey).execute();
    return null;
  }
  await db
    .insertInto('settings')
    .values({ key: communityKey, value: url })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: url }))
    .execute();
  return url;
}
