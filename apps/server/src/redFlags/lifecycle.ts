import type { Db } from '../db/database.js';
import { displayName } from '../domain/memberName.js';
import { nextState, unknownSuggestion, type RedFlagMove } from '../domain/redFlagLifecycle.js';
import { fieldRefusal, notFound, Refusal } from '../domain/refusal.js';
import type { FamilyScope } from '../domain/scope.js';
import { actorName } from '../notifications/actor.js';
import { notifyParents } from '../notifications/notify.js';
import { markFlagNoticesRead, readFlags } from './readSync.js';
import { recordStep } from './steps.js';
import { suggestionKeys } from './suggestions.js';
import { visibleFlags } from './visible.js';
import { inTransaction } from '../db/transactions.js';

export interface Handling {
  /** Suggestion keys of the flag (redFlags/suggestions.ts). */
  tried: string[];
  note: string;
}

const told = { takeOn: 'red_flag_taken_on', markHandled: 'red_flag_handled', resolve: null } as const;

/**
 * A parent moves a red flag of the family (ADR 0031): "I'm on it", handled (with what was tried), or
 * resolved. Acting on a flag reads it for that parent, with its notification. The move is a
 * compare-and-set on the state (and owner) the parent's transaction read, so of two parents acting
 * at once one moves it and the other is told it moved on (`red_flag_moved_on`), never both. The other
 * parents hear of it, in their notification list only.
 */
async function moveRedFlag(db: Db, scope: FamilyScope, flagId: number, move: RedFlagMove, now: number, handling?: Handling) {
  await inTransaction(db, async (trx) => {
    const flag = await visibleFlags(trx, scope.familyId, scope.userId)
      .select(['red_flags.id', 'red_flags.child_id', 'red_flags.text_key', 'red_flags.state', 'red_flags.owner_id'])
      .select(['users.real_name', 'users.login_name', 'users.email'])
      .where('red_flags.id', '=', flagId)
      .executeTakeFirst();
    if (!flag) throw notFound();
    const unknown = handling && unknownSuggestion(handling.tried, suggestionKeys(flag.text_key));
    if (unknown !== undefined) throw fieldRefusal('validation_failed', 'tried', `“${unknown}” is not one of this red flag’s suggestions`);
    const to = nextState({ state: flag.state, ownerId: flag.owner_id }, move, scope.userId);
    if (to === 'moved_on') throw new Refusal('red_flag_moved_on');
    if (to === 'unchanged') return;

    // Reading first: a new flag the caller opens now is seen before it is taken on or handled.
    await readFlags(trx, scope.userId, [flag.id], now);
    await markFlagNoticesRead(trx, scope.userId, [flag.id], now);
    const readState = flag.state === 'new' ? 'seen' : flag.state;
    const moved = await trx
      .updateTable('red_flags')
      .set({ state: to, state_since: now, ...(move === 'takeOn' ? { owner_id: scope.userId } : {}) })
      .where('id', '=', flag.id)
      .where('state', '=', readState)
      .where('owner_id', flag.owner_id === null ? 'is' : '=', flag.owner_id)
      .returning('id')
      .executeTakeFirst();
    if (!moved) throw new Refusal('red_flag_moved_on');

    await recordStep(
      trx,
      { id: flag.id, familyId: scope.familyId, childId: flag.child_id },
      { kind: to, actorId: scope.userId, at: now, tried: handling && [...new Set(handling.tried)], note: handling?.note },
    );
    const textKey = told[move];
    if (textKey)
      await notifyParents(trx, {
        familyId: scope.familyId,
        type: 'red_flag',
        textKey,
        params: { actor: await actorName(trx, scope.userId), name: displayName(flag) },
        now,
        except: scope.userId,
        redFlagId: flag.id,
      });
  });
}

export const takeOnRedFlag = (db: Db, scope: FamilyScope, flagId: number, now: number) => moveRedFlag(db, scope, flagId, 'takeOn', now);

export const markRedFlagHandled = (db: Db, scope: FamilyScope, input: { flagId: number } & Handling, now: number) =>
  moveRedFlag(db, scope, input.flagId, 'markHandled', now, { tried: input.tried, note: input.note });

export const resolveRedFlag = (db: Db, scope: FamilyScope, flagId: number, now: number) => moveRedFlag(db, scope, flagId, 'resolve', now);
