import type { Db } from '../db/database.js';

/**
 * A parent reads flags `flagIds`: a read row each, never undone (ADR 0008), moved on only when the
 * flag came back since (reopened: unread again, `unreadByViewer`). A parent's first read since the
 * flag was opened is a 'seen' step, and a flag nobody had opened (state `new`) moves to `seen` with the reader's
 * step, also when this parent had read it before it was reopened (ADR 0031). Runs in the caller's
 * transaction. Answers how many flags this parent read for the first time since they were opened.
 */
export async function readFlags(db: Db, userId: number, flagIds: number[], now: number): Promise<number> {
  if (flagIds.length === 0) return 0;
  const firstReads = await db
    .insertInto('red_flag_reads')
    .values(flagIds.map((id) => ({ red_flag_id: id, user_id: userId, read_at: now })))
    .onConflict((oc) =>
      oc
        .columns(['red_flag_id', 'user_id'])
        .doUpdateSet({ read_at: now })
        .where(({ eb, selectFrom }) =>
          eb(
            'red_flag_reads.read_at',
            '<',
            selectFrom('red_flags').select('opened_at').whereRef('red_flags.id', '=', 'red_flag_reads.red_flag_id'),
          ),
        ),
    )
    .returning('red_flag_id')
    .execute();
  const moved = await db
    .updateTable('red_flags')
    .set({ state: 'seen', state_since: now })
    .where('id', 'in', flagIds)
    .where('state', '=', 'new')
    .returning('id')
    .execute();
  const seen = [...new Set([...firstReads.map((read) => read.red_flag_id), ...moved.map((flag) => flag.id)])];
  if (seen.length > 0)
    await db
      .insertInto('red_flag_events')
      .columns(['red_flag_id', 'family_id', 'child_id', 'actor_id', 'kind', 'at'])
      .expression((eb) =>
        eb
          .selectFrom('red_flags')
          .select((s) => ['id', 'family_id', 'child_id', s.val(userId).as('actor_id'), s.val('seen').as('kind'), s.val(now).as('at')])
          .where('id', 'in', seen)
          .orderBy('id'),
      )
      .execute();
  return firstReads.length;
}

/**
 * A red flag and the notification that told a parent of it are one thing to read: marking either
 * read marks the other for that parent, never for the family's other parents (ADR 0008). Both run
 * in the caller's transaction, after its own marking.
 */
export async function markFlagNoticesRead(db: Db, userId: number, flagIds: number[], now: number): Promise<void> {
  if (flagIds.length === 0) return;
  await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('red_flag_id', 'in', flagIds)
    .where('read_at', 'is', null)
    .execute();
}

/** The flags the parent's notifications `notificationIds` tell of, read by that parent. */
export async function markNoticedFlagsRead(db: Db, userId: number, notificationIds: number[], now: number): Promise<void> {
  if (notificationIds.length === 0) return;
  // A flag whose child has since left with it is gone; its notification is only a notification then.
  const flags = await db
    .selectFrom('notifications')
    .innerJoin('red_flags', 'red_flags.id', 'notifications.red_flag_id')
    .select('red_flags.id')
    .where('notifications.user_id', '=', userId)
    .where('notifications.id', 'in', notificationIds)
    .execute();
  await readFlags(db, userId, [...new Set(flags.map((flag) => flag.id))], now);
}
