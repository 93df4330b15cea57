import type { Db } from '../db/database.js';
import { lockedOnPostgres } from '../db/rowLocks.js';
import { displayName } from '../domain/memberName.js';
import { onNewPeriod, sameConcernNeedsSameWords } from '../domain/redFlagLifecycle.js';
import { notifyParents } from '../notifications/notify.js';
import { recordStep } from './steps.js';
import type { RedFlagTextKey } from './texts.js';
import { inTransaction } from '../db/transactions.js';

export interface NewRedFlag {
  childId: number;
  /** Who raised it: a product rule, or the game integration. */
  rule: string;
  /** A rule speaks at most once per child and period. */
  periodKey: string;
  textKey: RedFlagTextKey;
  params: Record<string, string | number>;
  now: number;
}

/**
 * The one way red flags come into being (ADR 0008). Each period of a rule counts once per child
 * (`red_flag_periods`), so raising again is harmless. A period of a concern the family already has a
 * flag for goes to that flag instead of a new one (ADR 0031): while the flag is open nobody is told
 * twice; within a week of its being handled it is reopened and the parents are told again. Answers
 * the new flag's id, or null when no flag was born.
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
  const period = { family_id: familyId, child_id: child.id, rule: flag.rule, period_key: flag.periodKey };
  const tell = (trx: Db, redFlagId: number, textKey: 'red_flag_raised' | 'red_flag_reopened') =>
    notifyParents(trx, {
      familyId,
      type: 'red_flag',
      textKey,
      params: { name: displayName(child), text_key: flag.textKey, flag_params: params },
      now: flag.now,
      redFlagId,
    });

  return inTransaction(db, async (trx) => {
    // A child's raises take turns: where a period goes depends on the flags the ones before left.
    await lockedOnPostgres(trx, trx.selectFrom('users').select('id').where('id', '=', child.id)).execute();
    const counted = await trx
      .selectFrom('red_flag_periods')
      .select('red_flag_id')
      .where('child_id', '=', child.id)
      .where('rule', '=', flag.rule)
      .where('period_key', '=', flag.periodKey)
      .executeTakeFirst();
    if (counted) return null;
    let sameConcern = trx
      .selectFrom('red_flags')
      .select(['id', 'state', 'state_since', 'opened_at'])
      .where('child_id', '=', child.id)
      .where('rule', '=', flag.rule)
      .where('family_id', '=', familyId);
    if (sameConcernNeedsSameWords(flag.rule)) sameConcern = sameConcern.where('params', '=', params);
    const latest = await sameConcern.orderBy('id', 'desc').limit(1).executeTakeFirst();
    const outcome = onNewPeriod(latest && { state: latest.state, stateSince: latest.state_since, openedAt: latest.opened_at }, flag.now);

    if (latest && outcome !== 'raise') {
      await trx
        .insertInto('red_flag_periods')
        .values({ ...period, red_flag_id: latest.id })
        .execute();
      if (outcome === 'record') return null;
      await trx
        .updateTable('red_flags')
        .set({ state: 'new', owner_id: null, reminded_at: null, state_since: flag.now, opened_at: flag.now, params })
        .where('id', '=', latest.id)
        .execute();
      await recordStep(
        trx,
        { id: latest.id, familyId, childId: child.id },
        { kind: 'reopened', actorId: null, at: flag.now, periodKey: flag.periodKey },
      );
      await tell(trx, latest.id, 'red_flag_reopened');
      return null;
    }

    const inserted = await trx
      .insertInto('red_flags')
      .values({ ...period, text_key: flag.textKey, params, created_at: flag.now, state: 'new', state_since: flag.now, opened_at: flag.now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('red_flag_periods')
      .values({ ...period, red_flag_id: inserted.id })
      .execute();
    await recordStep(trx, { id: inserted.id, familyId, childId: child.id }, { kind: 'raised', actorId: null, at: flag.now });
    await tell(trx, inserted.id, 'red_flag_raised');
    return inserted.id;
  });
}
