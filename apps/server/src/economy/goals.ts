import type { Goal } from '@t1d/contract';
import type { Db } from '../db/database.js';
import { localDay } from '../domain/days.js';
import { inLocale, type Locale } from '../domain/locale.js';
import { notFound } from '../domain/refusal.js';
import type { FamilyScope } from '../domain/scope.js';
import { instanceDay } from '../domain/tasks.js';
import { notifyCoinsEarned } from '../notifications/coinsEarned.js';
import { awardCoins } from './coins.js';
import { grantGoalsMilestone } from './milestones.js';
import { inTransaction } from '../db/transactions.js';

/** Programme goals with this family's completion of their current occurrence. */
export function familyGoals(db: Db, familyId: number, today: string) {
  return db
    .selectFrom('goals')
    .innerJoin('goal_categories', 'goal_categories.id', 'goals.category')
    .leftJoin('goal_completions', (join) =>
      join
        .onRef('goal_completions.goal_id', '=', 'goals.id')
        .on('goal_completions.family_id', '=', familyId)
        .on((eb) =>
          eb.or([
            eb.and([eb('goals.loop_type', '=', 1), eb('goal_completions.day', '=', today)]),
            eb.and([eb('goals.loop_type', '!=', 1), eb('goal_completions.day', '=', 'once')]),
          ]),
        ),
    )
    .select([
      'goals.id',
      'goals.name',
      'goals.name_zh',
      'goals.description',
      'goals.description_zh',
      'goals.category',
      'goals.loop_type',
      'goals.coin_amount',
      'goal_categories.icon',
      'goal_completions.completed_at',
    ])
    .where('goals.active', '=', 1);
}

type GoalRow = Awaited<ReturnType<ReturnType<typeof familyGoals>['executeTakeFirstOrThrow']>>;

export function toGoal(row: GoalRow, locale: Locale): Goal {
  const name = inLocale(locale, row.name, row.name_zh);
  const category = row.category as Goal['category_id'];
  return {
    id: row.id,
    name,
    title: name,
    desc: inLocale(locale, row.description, row.description_zh),
    status: row.completed_at === null ? 0 : 1,
    loop_type: row.loop_type === 1 ? 1 : 0,
    category_id: category,
    goal_category: category,
    goal_type: category,
    coin_amount: row.coin_amount,
    icon: row.icon,
    completed_at: row.completed_at,
  };
}

interface Occurrence {
  familyId: number;
  userId: number;
  goal: { id: number; name: string; name_zh: string | null; coin_amount: number };
  day: string;
  now: number;
}

/**
 * Writes one occurrence's completion and its coins, inside the caller's transaction; 0 on a repeat. A
 * completion may reach the goals milestone, granted in the same transaction (ADR 0033).
 */
async function recordOccurrence(trx: Db, occurrence: Occurrence): Promise<number> {
  const { familyId, userId, goal, day, now } = occurrence;
  const completion = await trx
    .insertInto('goal_completions')
    .values({ family_id: familyId, goal_id: goal.id, day, user_id: userId, completed_at: now })
    .onConflict((oc) => oc.columns(['family_id', 'goal_id', 'day']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!completion) return 0;
  await grantGoalsMilestone(trx, familyId, now);
  return awardCoins(trx, {
    familyId,
    userId,
    amount: goal.coin_amount,
    reason: 'goal',
    reasonKey: `goal:${familyId}:${goal.id}:${day}`,
    title: goal.name,
    titleZh: goal.name_zh,
    now,
  });
}

/**
 * Completes one occurrence of a goal for the family and awards its coins, both once: a repeat finds
 * the completion already there and answers 0. Nobody is told (the demo's history uses it).
 */
export function completeGoalOccurrence(db: Db, occurrence: Occurrence): Promise<number> {
  return inTransaction(db, (trx) => recordOccurrence(trx, occurrence));
}

/**
 * A parent completes the goal's current occurrence for the family: its coins are awarded once per
 * occurrence and the other parents are told in the same transaction.
 */
export async function completeGoal(db: Db, scope: FamilyScope, goalId: number, now: number) {
  const today = localDay(now, scope.familyTimeZone);
  const goal = await familyGoals(db, scope.familyId, today).where('goals.id', '=', goalId).executeTakeFirst();
  if (!goal) throw notFound();
  const coinsAwarded = await inTransaction(db, async (trx) => {
    const coins = await recordOccurrence(trx, { familyId: scope.familyId, userId: scope.userId, goal, day: instanceDay(goal, today), now });
    await notifyCoinsEarned(trx, {
      familyId: scope.familyId,
      actorId: scope.userId,
      textKey: 'goal_completed',
      title: goal.name,
      titleZh: goal.name_zh,
      coins,
      now,
    });
    return coins;
  });
  const updated = await familyGoals(db, scope.familyId, today).where('goals.id', '=', goal.id).executeTakeFirstOrThrow();
  return { goal: updated, coinsAwarded };
}
