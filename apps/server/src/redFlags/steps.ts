import type { RedFlagStep } from '@t1d/contract';
import type { Db } from '../db/database.js';

export interface Step {
  kind: RedFlagStep['kind'];
  /** The parent who did it; null for what the product did. */
  actorId: number | null;
  at: number;
  /** Suggestion keys ticked (handled). */
  tried?: string[];
  note?: string;
  /** The period that reopened the flag. */
  periodKey?: string;
}

/** Writes one step of a flag's history (ADR 0031), in the caller's transaction. */
export async function recordStep(db: Db, flag: { id: number; familyId: number; childId: number }, step: Step): Promise<void> {
  await db
    .insertInto('red_flag_events')
    .values({
      red_flag_id: flag.id,
      family_id: flag.familyId,
      child_id: flag.childId,
      actor_id: step.actorId,
      kind: step.kind,
      tried: JSON.stringify(step.tried ?? []),
      note: step.note ?? '',
      period_key: step.periodKey ?? null,
      at: step.at,
    })
    .execute();
}
