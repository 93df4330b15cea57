// Red flags, each parent's reading of them, and what the family did about them (ADR 0008, ADR 0031).
import type { ColumnType, Generated } from 'kysely';
import type { RedFlagState, RedFlagStep } from '@t1d/contract';
import type { Epoch } from './schema.js';

/** A red flag about one child, shown to every parent of the family (ADR 0008). */
export interface RedFlagsTable {
  id: Generated<number>;
  family_id: number;
  child_id: number;
  rule: string;
  /** The period that raised it; later periods of the same concern are in `red_flag_periods`. */
  period_key: string;
  text_key: string;
  /** JSON object of the values the texts name. */
  params: string;
  created_at: Epoch;
  /** Where the family is with it, the same for every parent (domain/redFlagLifecycle.ts). */
  state: ColumnType<RedFlagState, RedFlagState | undefined, RedFlagState>;
  /** The parent on it while `on_it`; kept after, but only shown while on it. */
  owner_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the current state began. */
  state_since: Epoch;
  /** When it was raised, or last reopened. */
  opened_at: Epoch;
  /** When the parents were reminded of it, still new; cleared when it is reopened. */
  reminded_at: ColumnType<Epoch | null, Epoch | null | undefined, Epoch | null>;
}

export interface RedFlagReadsTable {
  red_flag_id: number;
  user_id: number;
  read_at: Epoch;
}

/** Something that happened to a red flag; written once, never changed. */
export interface RedFlagEventsTable {
  id: Generated<number>;
  red_flag_id: number;
  family_id: number;
  child_id: number;
  /** The parent who did it; null for what the product did. */
  actor_id: number | null;
  kind: RedFlagStep['kind'];
  /** JSON array of the suggestion keys ticked (redFlags/suggestions.ts). */
  tried: ColumnType<string, string | undefined, string>;
  note: ColumnType<string, string | undefined, string>;
  /** The period that reopened it. */
  period_key: ColumnType<string | null, string | null | undefined, string | null>;
  at: Epoch;
}

/** Every period a rule has fired in for a child, and the flag it went to: a period counts once. */
export interface RedFlagPeriodsTable {
  red_flag_id: number;
  family_id: number;
  child_id: number;
  rule: string;
  period_key: string;
}
