import type { Goal } from '@t1d/contract';

/** The complete buttons cycle through the theme's three colours by index. */
const goalButtonColors = ['primary', 'warning', 'danger'] as const;
export type GoalButtonColor = (typeof goalButtonColors)[number];

export function goalButtonColor(index: number): GoalButtonColor {
  return goalButtonColors[((index % 3) + 3) % 3]!;
}

type SortableGoal = Pick<Goal, 'status' | 'name' | 'title' | 'category_id' | 'goal_category' | 'goal_type'>;

/** A goal's category, from whichever of its three field names carries it (category_id, goal_category, goal_type). */
export function goalCategoryOf(goal: Pick<Goal, 'category_id' | 'goal_category' | 'goal_type'>): string {
  return goal.category_id || goal.goal_category || goal.goal_type;
}

export function goalName(goal: Pick<Goal, 'name' | 'title'>): string {
  return goal.name || goal.title;
}

/** Incomplete first, then by category, then by name (in the reader's language). */
export function sortGoals<G extends SortableGoal>(list: readonly G[], locale = 'en'): G[] {
  const collator = new Intl.Collator(locale);
  return [...list].sort(
    (a, b) => a.status - b.status || Number(goalCategoryOf(a)) - Number(goalCategoryOf(b)) || collator.compare(goalName(a), goalName(b)),
  );
}
