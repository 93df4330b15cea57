import type { FitnessGoal } from '@t1d/contract';
import type { Db } from '../db/database.js';
import { localDay } from '../domain/days.js';
import { inLocale, type Locale } from '../domain/locale.js';
import { notFound } from '../domain/refusal.js';
import type { FamilyScope } from '../domain/scope.js';

/** Fitness goals with whether this user completed them today. */
export function userFitnessGoals(db: Db, userId: number, today: string) {
  return db
    .selectFrom('fitness_goals')
    .leftJoin('fitness_completions', (join) =>
      join
        .onRef('fitness_completions.goal_id', '=', 'fitness_goals.id')
        .on('fitness_completions.user_id', '=', userId)
        .on('fitness_completions.day', '=', today),
    )
    .select([
      'fitness_goals.id',
      'fitness_goals.category_id',
      'fitness_goals.name',
      'fitness_goals.name_zh',
      'fitness_goals.target',
      'fitness_goals.unit',
      'fitness_completions.completed_at',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof userFitnessGoals>['executeTakeFirstOrThrow']>>;

export const toFitnessGoal = (row: Row, locale: Locale): FitnessGoal => ({
  id: row.id,
  type: row.category_id,
  name: inLocale(locale, row.name, row.name_zh),
  target: row.target,
  unit: row.unit,
  completed: row.completed_at !== null,
  completed_at: row.completed_at,
});

/** Done for today; marking it again the same day changes nothing. */
export async function markFitnessGoalDone(db: Db, scope: FamilyScope, goalId: number, now: number) {
  const today = localDay(now, scope.familyTimeZone);
  const goal = await db.selectFrom('fitness_goals').select('id').where('id', '=', goalId).executeTakeFirst();
  if (!goal) throw notFound();
  await db
    .insertInto('fitness_completions')
    .values({ user_id: scope.userId, goal_id: goal.id, day: today, completed_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'goal_id', 'day']).doNothing())
    .execute();
  return userFitnessGoals(db, scope.userId, today).where('fitness_goals.id', '=', goal.id).executeTakeFirstOrThrow();
}
