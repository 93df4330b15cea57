import type { Db } from '../db/database.js';
import type { ContentKind } from '../db/schema.js';
import { notFound } from '../domain/refusal.js';
import type { FamilyScope } from '../domain/scope.js';
import { awardCoins } from './coins.js';
import { readSettings } from './settings.js';

/** Coins for opening an item of the content library, paid once per family and item, ever. */
const rewards = {
  lesson_plan: { setting: 'lesson_plan_coins', reason: 'lesson_plan', key: 'lesson' },
  product: { setting: 'product_explore_coins', reason: 'product', key: 'product' },
} as const satisfies Partial<Record<ContentKind, object>>;

export type RewardedKind = keyof typeof rewards;

/** The start of the ledger key of every reward a family earned for items of `kind`; the item id follows. */
export const rewardKeyPrefix = (kind: RewardedKind, familyId: number) => `${rewards[kind].key}:${familyId}:`;

/**
 * Pays the family for opening item `itemId` of `kind`. An id the catalogue does not hold (or holds
 * unpublished) is refused as not found: coins are only for things that exist. Answers the coins this
 * call granted (0 when already paid).
 */
export async function awardContentCoins(db: Db, scope: FamilyScope, kind: RewardedKind, itemId: number, now: number): Promise<number> {
  const item = await db
    .selectFrom('content_items')
    .select('id')
    .where('id', '=', itemId)
    .where('kind', '=', kind)
    .where('published', '=', 1)
    .executeTakeFirst();
  if (!item) throw notFound();
  const reward = rewards[kind];
  const settings = await readSettings(db);
  return awardCoins(db, {
    familyId: scope.familyId,
    userId: scope.userId,
    amount: settings[reward.setting],
    reason: reward.reason,
    reasonKey: `${rewardKeyPrefix(kind, scope.familyId)}${itemId}`,
    title: null,
    titleZh: null,
    now,
  });
}
