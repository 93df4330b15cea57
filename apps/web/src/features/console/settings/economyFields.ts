import type { EconomySettings } from '@t1d/contract';

/**
 * The economy settings the console edits, with the ranges the contract accepts (economySettings in
 * packages/contract; economyFields.test.ts holds the two together). Kept here so the console does not
 * load the contract's schemas.
 */
export const economyFields = [
  { name: 'community_entry_coins', min: 0, max: 1000, whole: true },
  { name: 'lesson_plan_coins', min: 0, max: 1000, whole: true },
  { name: 'product_explore_coins', min: 0, max: 1000, whole: true },
  { name: 'parent_task_coins_per_day', min: 0, max: 100_000, whole: true },
  { name: 'red_flag_reminder_hours', min: 1, max: 24, whole: true },
  { name: 'recommended_max_interactions', min: 1, max: 100_000, whole: true },
  { name: 'heroic_tokens_per_child_per_day', min: 0, max: 1000, whole: true },
  { name: 'per_token_value', min: 0, max: 1_000_000, whole: false },
] as const satisfies readonly { name: keyof EconomySettings; min: number; max: number; whole: boolean }[];

type EconomyField = (typeof economyFields)[number];

/** A typed value as the field's number, or null when it is not one the contract accepts. */
export function parseEconomyValue(field: EconomyField, typed: string): number | null {
  const trimmed = typed.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  if ((field.whole && !Number.isInteger(value)) || value < field.min || value > field.max) return null;
  return value;
}
