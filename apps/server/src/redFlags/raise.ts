import type { Db } from '../db/database.js';
import { displayName } from '../domain/memberName.js';
import { notifyParents } from '../notifications/notify.js';
import type { RedFlagTextKey } from './texts.js';

export interface NewRedFlag {
  childId: number;
  /** Who raised it: a product rule, or later the game integration. */
  rule: string;
  /** The rule raises at most one flag per child and period. */
  periodKey: string;
  textKey: RedFlagTextKey;
  params: Record<string, string | number>;
  now: number;
}

/**
 * The one way red flags come into being (ADR 0008): the product's rules call it, and so will the game
 * integration. Raising the same rule for the same child and period again is harmless; only a flag that
 * is new tells the family's parents. Answers the new flag's id, or null when it already existed.
 */
export async function raiseRedFlag(db: Db, flag: NewRedFlag): Promise<number | null> {
  const child = await db
    .selectFrom('users')
    .select(['id', 'family_id', 'real_name', 'login_name', 'email'])
    .where('id', '=', flag.childId)
    .where('role', '=', 'child')
    .executeTakeFirst();
  // A child no family has claimed yet has no parents to tell.
  if (!child || child.family_id === null) return null;
  const familyId = child.family_id;
  const params = JSON.stringify(flag.params);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('red_flags')
      .values({
        family_id: familyId,
        child_id: child.id,
        rule: flag.rule,
        period_key: flag.periodKey,
        text_key: flag.textKey,
        params,
        created_at: flag.now,
      })
      .onConflict((oc) => oc.columns(['child_id', 'rule', 'period_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return null;
    await notifyParents(trx, {
      familyId,
      type: 'red_flag',
      textKey: 'red_flag_raised',
      params: { name: displayName(child), text_key: flag.textKey, flag_params: params },
      now: flag.now,
      redFlagId: inserted.id,
    });
    return inserted.id;
  });
}
