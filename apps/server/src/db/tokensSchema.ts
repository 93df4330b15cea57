// Tables of heroic tokens: the family ledger, what heroic acts earned each child a day, the programme's
// milestones and the values it published (ADR 0006, ADR 0033).
import type { TokenMilestone } from '@t1d/contract';
import type { ColumnType, Generated } from 'kysely';
import type { Day } from './economySchema.js';
import type { Epoch, Flag } from './schema.js';

export interface TokenLedgerTable {
  id: Generated<number>;
  family_id: number;
  amount: number;
  reason: string;
  /** The reason in Chinese; null when the grant gave only one. */
  reason_zh: string | null;
  /** The grant's identity when the product made it (`heroic:<key>:<event>`, `milestone:<family>:<milestone>`); null for an operator's. */
  reason_key: ColumnType<string | null, string | null | undefined, never>;
  granted_by: number | null;
  created_at: Epoch;
}

/** The tokens heroic acts earned a child on one of the family's days, at most the daily cap. */
export interface HeroicTokenDaysTable {
  child_id: number;
  day: Day;
  tokens: ColumnType<number, number | undefined, number>;
}

/** A milestone an operator set; one without a row is off. */
export interface TokenMilestonesTable {
  milestone: TokenMilestone;
  tokens: number;
  enabled: Flag;
  updated_at: Epoch;
}

/** A value the programme published for its tokens; the latest is the one parents see. */
export interface TokenValuationsTable {
  id: Generated<number>;
  total_tokens: number;
  /** Hundredths of the deployment's currency. */
  market_value_cents: number;
  published_by: number | null;
  published_at: Epoch;
}
