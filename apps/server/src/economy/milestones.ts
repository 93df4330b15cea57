import { milestoneThresholds, tokenMilestones, type MilestoneSetting, type TokenMilestone } from '@t1d/contract';
import type { Db } from '../db/database.js';
import { fromFlag, toFlag } from '../db/flags.js';
import { lockedOnPostgres } from '../db/rowLocks.js';
import { notifyParents } from '../notifications/notify.js';
import { familyLoginDays } from './familyStreak.js';
import { milestoneLabels } from './milestoneLabels.js';
import { grantTokensOnce, hasTokenGrant } from './tokens.js';

/**
 * The tokens the console offers for a milestone nobody has set yet. A milestone is off until an
 * operator turns it on (ADR 0033): the programme decides what it recognises, not the software.
 */
const suggestedTokens: Record<TokenMilestone, number> = { consultation_completed: 50, family_streak_30: 30, family_goals_10: 20 };

/** Every milestone with its tokens and whether it is on, in the contract's order. */
export async function readMilestones(db: Db): Promise<MilestoneSetting[]> {
  const rows = await db.selectFrom('token_milestones').selectAll().execute();
  const stored = new Map(rows.map((row) => [row.milestone, row]));
  return tokenMilestones.map((milestone) => {
    const row = stored.get(milestone);
    return row
      ? { milestone, tokens: row.tokens, enabled: fromFlag(row.enabled), updated_at: row.updated_at }
      : { milestone, tokens: suggestedTokens[milestone], enabled: false, updated_at: null };
  });
}

/** An operator sets one milestone's tokens and turns it on or off; a change applies to grants from now on. */
export async function saveMilestone(
  db: Db,
  input: { milestone: TokenMilestone; tokens: number; enabled: boolean },
  now: number,
): Promise<MilestoneSetting[]> {
  const values = { tokens: input.tokens, enabled: toFlag(input.enabled), updated_at: now };
  await db
    .insertInto('token_milestones')
    .values({ milestone: input.milestone, ...values })
    .onConflict((oc) => oc.column('milestone').doUpdateSet(values))
    .execute();
  return readMilestones(db);
}

export const milestoneKey = (familyId: number, milestone: TokenMilestone) => `milestone:${familyId}:${milestone}`;

/**
 * Grants a milestone to a family, inside the transaction of the event that reached it: only while it is
 * on, once ever (the ledger's reason key), and only when `reached` says so (asked last, as it counts
 * rows). The family's parents are told in the same transaction. Answers the tokens granted (0 if none).
 *
 * `reached` counts under the lock of the family's row (FOR UPDATE on PostgreSQL; SQLite writes one
 * transaction at a time): two events arriving together (the ninth and tenth goal) would otherwise each
 * count without the other's uncommitted row, and the milestone they reach between them would be missed.
 */
async function grantMilestone(
  trx: Db,
  familyId: number,
  milestone: TokenMilestone,
  now: number,
  reached: () => Promise<boolean> = () => Promise.resolve(true),
): Promise<number> {
  const setting = await trx
    .selectFrom('token_milestones')
    .select(['tokens', 'enabled'])
    .where('milestone', '=', milestone)
    .executeTakeFirst();
  if (!setting || !fromFlag(setting.enabled)) return 0;
  const reasonKey = milestoneKey(familyId, milestone);
  if (await hasTokenGrant(trx, reasonKey)) return 0;
  await lockedOnPostgres(trx, trx.selectFrom('families').select('id').where('id', '=', familyId)).execute();
  if (!(await reached())) return 0;
  const { en, zh } = milestoneLabels[milestone];
  const written = await grantTokensOnce(trx, { familyId, amount: setting.tokens, reason: en, reasonZh: zh, reasonKey }, now);
  if (!written) return 0;
  await notifyParents(trx, { familyId, type: 'tokens', textKey: 'tokens_milestone', params: { milestone, tokens: setting.tokens }, now });
  return setting.tokens;
}

/** The care plan's last step was taken (consultation/workflow.ts). */
export const grantCarePlanMilestone = (trx: Db, familyId: number, now: number) =>
  grantMilestone(trx, familyId, 'consultation_completed', now);

/** A new day on the family login streak was counted (economy/familyTime.ts). */
export const grantStreakMilestone = (trx: Db, familyId: number, now: number) =>
  grantMilestone(
    trx,
    familyId,
    'family_streak_30',
    now,
    async () => (await familyLoginDays(trx, familyId)) >= milestoneThresholds.family_streak_30,
  );

/** A family goal's occurrence was completed (economy/goals.ts); every completion counts, a daily goal's each day. */
export const grantGoalsMilestone = (trx: Db, familyId: number, now: number) =>
  grantMilestone(trx, familyId, 'family_goals_10', now, async () => {
    const { count } = await trx
      .selectFrom('goal_completions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('family_id', '=', familyId)
      .executeTakeFirstOrThrow();
    return Number(count) >= milestoneThresholds.family_goals_10;
  });

/** The milestones the programme grants now, with their tokens and whether the family has earned each. */
export async function milestonesOnOffer(db: Db, familyId: number) {
  const on = (await readMilestones(db)).filter((setting) => setting.enabled);
  if (on.length === 0) return [];
  const keys = on.map((setting) => milestoneKey(familyId, setting.milestone));
  const granted = await db.selectFrom('token_ledger').select('reason_key').where('reason_key', 'in', keys).execute();
  const earned = new Set(granted.map((row) => row.reason_key));
  return on.map(({ milestone, tokens }) => ({ milestone, tokens, earned: earned.has(milestoneKey(familyId, milestone)) }));
}
