import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import { familyTables, notExported, secretColumns, type Owner } from './familyTables.js';
import { inTransaction } from '../db/transactions.js';

export interface FamilyIds {
  familyId: number;
  memberIds: number[];
  childIds: number[];
}

/** The family's members, with what names them outside their rows (e-mail, login name). */
export function familyMembersOf(db: Db, familyId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'real_name', 'email', 'login_name'])
    .where('family_id', '=', familyId)
    .orderBy('id')
    .execute();
}

/** The ids a family's rows are found by, from its members. */
export function familyIds(familyId: number, members: Array<{ id: number; role: string }>): FamilyIds {
  return {
    familyId,
    memberIds: members.map((member) => member.id),
    childIds: members.filter((member) => member.role === 'child').map((member) => member.id),
  };
}

const idsFor = (ids: FamilyIds, owner: Owner) => (owner === 'family' ? [ids.familyId] : owner === 'member' ? ids.memberIds : ids.childIds);

/** Any table of the list, seen as rows of unknown columns: the table's name comes from the list, not the code. */
type Untyped = Kysely<Record<string, Record<string, unknown>>>;

/** The family's rows of one table. */
function rowsOf(db: Db, table: string, column: string, values: number[]) {
  return (db as unknown as Untyped).selectFrom(table).where(column, 'in', values.length > 0 ? values : [-1]);
}

/** Everything the service holds about the family, table by table, without the secret columns. */
export async function exportFamily(db: Db, familyId: number): Promise<Record<string, Record<string, unknown>[]>> {
  const ids = familyIds(familyId, await familyMembersOf(db, familyId));
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const { table, column, owner } of [...familyTables].reverse()) {
    if (notExported.has(table)) continue;
    const rows = (await rowsOf(db, table, column, idsFor(ids, owner)).selectAll().execute()) as Record<string, unknown>[];
    tables[table] = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([name]) => !secretColumns.has(name))));
  }
  return tables;
}

/** How many rows of each kind the family has, for the deletion's confirmation. */
export async function familyRecordCounts(db: Db, ids: FamilyIds): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, column, owner } of familyTables) {
    const row = await rowsOf(db, table, column, idsFor(ids, owner))
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number((row as { n: number | string }).n);
  }
  return counts;
}

/**
 * Deletes the family and all its members' personal data in one transaction, and tells the game which
 * children are gone (`game_deletions`, read through GET /api/game/v1/deletions: ids only). What is not
 * the family's but names its members is cleared too: Google sign-ins under a member's e-mail, and the
 * game's stored idempotent answers that carried a member's e-mail or login name, and a member's e-mail
 * in the clinic's audit log (kept as 'deleted account').
 */
export async function deleteFamily(db: Db, familyId: number, now: number): Promise<{ people: number; records: number }> {
  return inTransaction(db, async (trx) => {
    const members = await familyMembersOf(trx, familyId);
    // Rows that parents removed from the family left behind (ADR 0028): the family's history names them.
    const former = await trx.selectFrom('users').select('id').where('left_family_id', '=', familyId).execute();
    const ids = familyIds(familyId, members);
    ids.memberIds.push(...former.map((row) => row.id));
    let records = 0;
    if (ids.childIds.length > 0)
      await trx
        .insertInto('game_deletions')
        .values(ids.childIds.map((childId) => ({ child_id: childId, family_id: familyId, deleted_at: now })))
        .execute();
    for (const { table, column, owner } of familyTables) {
      const values = idsFor(ids, owner);
      if (values.length === 0) continue;
      const [result] = await (trx as unknown as Untyped).deleteFrom(table).where(column, 'in', values).execute();
      records += Number(result?.numDeletedRows ?? 0n);
    }
    if (former.length > 0)
      await trx
        .deleteFrom('users')
        .where(
          'id',
          'in',
          former.map((row) => row.id),
        )
        .execute();
    // A member who was also a clinic operator: the clinic's log keeps what was done, not who they were.
    await trx
      .updateTable('operator_audit')
      .set({ user_id: null, user_email: 'deleted account' })
      .where('user_id', 'in', ids.memberIds)
      .execute();
    const identifiers = members.flatMap((member) => [member.email, member.login_name]).filter((value) => value !== null);
    if (identifiers.length > 0) {
      await trx.deleteFrom('google_sign_ins').where('ticket_email', 'in', identifiers).execute();
      // The stored answers are JSON: an identifier appears in them as JSON escapes it.
      const mentions = identifiers.map((identifier) => `%${JSON.stringify(identifier).slice(1, -1)}%`);
      await trx
        .deleteFrom('game_idempotency')
        .where((eb) => eb.or(mentions.map((mention) => eb('response', 'like', mention))))
        .execute();
    }
    return { people: members.length, records };
  });
}
