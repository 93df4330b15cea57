import type { Db } from '../db/database.js';
import { displayName } from '../domain/memberName.js';
import { openStates, staleAfterSeconds } from '../domain/redFlagLifecycle.js';

/**
 * The red flags open for more than three days since raised or reopened (ADR 0031), whatever the
 * family did short of handling them, of children still in their family: the ones the clinic desk
 * calls families about.
 */
export function staleFlags(db: Db, now: number) {
  return db
    .selectFrom('red_flags')
    .innerJoin('users as child', (join) =>
      join.onRef('child.id', '=', 'red_flags.child_id').onRef('child.family_id', '=', 'red_flags.family_id'),
    )
    .where('red_flags.state', 'in', openStates)
    .where('red_flags.opened_at', '<', now - staleAfterSeconds);
}

/** The families of a page of `staleFlags`, the longest open first, with how many flags and since when. */
export async function staleFamilies(db: Db, now: number, page: { page: number; per_page: number }) {
  const flags = staleFlags(db, now);
  const [rows, counted] = await Promise.all([
    flags
      .innerJoin('families', 'families.id', 'red_flags.family_id')
      .select((eb) => [
        'red_flags.family_id',
        'families.p_code',
        eb.fn.countAll<number>().as('open_flags'),
        eb.fn.min<number>('red_flags.opened_at').as('oldest_since'),
      ])
      .groupBy(['red_flags.family_id', 'families.p_code'])
      .orderBy('oldest_since', 'asc')
      .orderBy('red_flags.family_id', 'asc')
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page)
      .execute(),
    db
      .selectFrom(flags.select('red_flags.family_id').distinct().as('stale'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const children = rows.length
    ? await flags
        .select(['red_flags.family_id', 'child.id', 'child.real_name', 'child.login_name', 'child.email'])
        .distinct()
        .where(
          'red_flags.family_id',
          'in',
          rows.map((row) => row.family_id),
        )
        .orderBy('child.id')
        .execute()
    : [];
  return {
    total: Number(counted.total),
    rows: rows.map((row) => ({
      family_id: row.family_id,
      family_code: row.p_code,
      children: children.filter((child) => child.family_id === row.family_id).map((child) => displayName(child)),
      open_flags: Number(row.open_flags),
      oldest_since: Number(row.oldest_since),
    })),
  };
}
