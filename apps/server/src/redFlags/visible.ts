import type { RedFlag } from '@t1d/contract';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import type { DatabaseSchema } from '../db/schema.js';
import type { Locale } from '../domain/locale.js';
import { displayName } from '../domain/memberName.js';
import { suggestionsFor, triedWords } from './suggestions.js';
import { renderRedFlag } from './texts.js';

/**
 * The family's red flags as one parent sees them (ADR 0008): only of children still in the family,
 * each with that parent's own read state (`red_flag_reads.read_at`; see `unreadByViewer`).
 */
export function visibleFlags(db: Db, familyId: number, userId: number) {
  return db
    .selectFrom('red_flags')
    .innerJoin('users', (join) => join.onRef('users.id', '=', 'red_flags.child_id').on('users.family_id', '=', familyId))
    .leftJoin('red_flag_reads', (join) =>
      join.onRef('red_flag_reads.red_flag_id', '=', 'red_flags.id').on('red_flag_reads.user_id', '=', userId),
    )
    .where('red_flags.family_id', '=', familyId);
}

/**
 * Unread for the parent of `visibleFlags`: never read, or read before the flag was last opened. A
 * flag that came back (reopened, ADR 0031) is news again, as the new flag it stands for would be.
 */
export function unreadByViewer(eb: ExpressionBuilder<DatabaseSchema & { red_flag_reads: unknown }, 'red_flags' | 'red_flag_reads'>) {
  return eb.or([eb('red_flag_reads.read_at', 'is', null), eb('red_flag_reads.read_at', '<', eb.ref('red_flags.opened_at'))]);
}

/** What a listing of flags selects for `shownFlags`: the flag, its child's names and its owner's. */
export function listedFlags(db: Db, familyId: number, userId: number) {
  return visibleFlags(db, familyId, userId)
    .leftJoin('users as owner', 'owner.id', 'red_flags.owner_id')
    .select([
      'red_flags.id',
      'red_flags.child_id',
      'red_flags.text_key',
      'red_flags.params',
      'red_flags.created_at',
      'red_flags.opened_at',
      'red_flags.state',
      'red_flags.owner_id',
      'red_flag_reads.read_at',
      'users.real_name',
      'users.login_name',
      'users.email',
      'owner.real_name as owner_real_name',
      'owner.login_name as owner_login_name',
      'owner.email as owner_email',
    ]);
}

type ListedFlag = Awaited<ReturnType<ReturnType<typeof listedFlags>['execute']>>[number];

/**
 * Flags as parent `viewerId` reads them, in `locale`: the words, the family's state and who is on it,
 * what can be ticked as tried, and every step, oldest first. The steps of all the flags are read in
 * one query; a former member who acted is still named.
 */
export async function shownFlags(db: Db, rows: ListedFlag[], viewerId: number, locale: Locale): Promise<RedFlag[]> {
  const steps = rows.length
    ? await db
        .selectFrom('red_flag_events')
        .leftJoin('users', 'users.id', 'red_flag_events.actor_id')
        .select([
          'red_flag_events.red_flag_id',
          'red_flag_events.kind',
          'red_flag_events.actor_id',
          'red_flag_events.at',
          'red_flag_events.tried',
          'red_flag_events.note',
          'users.real_name',
          'users.login_name',
          'users.email',
        ])
        .where(
          'red_flag_events.red_flag_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('red_flag_events.red_flag_id')
        .orderBy('red_flag_events.at')
        .orderBy('red_flag_events.id')
        .execute()
    : [];
  return rows.map((row) => {
    const name = displayName(row);
    const onIt = row.state === 'on_it' && row.owner_id !== null;
    return {
      id: row.id,
      child_id: row.child_id,
      name,
      ...renderRedFlag(row.text_key, row.params, name, locale),
      created_at: row.created_at,
      is_read: row.read_at !== null && row.read_at >= row.opened_at,
      state: row.state,
      owner: onIt ? displayName({ real_name: row.owner_real_name, login_name: row.owner_login_name, email: row.owner_email }) : null,
      owner_is_me: onIt && row.owner_id === viewerId,
      suggestions: suggestionsFor(row.text_key, locale),
      steps: steps
        .filter((step) => step.red_flag_id === row.id)
        .map((step) => ({
          kind: step.kind,
          by: step.actor_id === null ? null : displayName(step),
          by_me: step.actor_id === viewerId,
          at: step.at,
          tried: triedWords(row.text_key, step.tried, locale),
          note: step.note,
        })),
    };
  });
}

/** One flag of the caller's family as the caller sees it now, or undefined when it is not theirs. */
export async function shownFlag(db: Db, scope: { familyId: number; userId: number }, flagId: number, locale: Locale) {
  const rows = await listedFlags(db, scope.familyId, scope.userId).where('red_flags.id', '=', flagId).execute();
  return (await shownFlags(db, rows, scope.userId, locale))[0];
}
