import type { AuditEntry } from '@t1d/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export interface AuditRecord {
  at: number;
  userId: number;
  cmd: string;
  target: string;
  before: unknown;
  after: unknown;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** Appends one operator write to the log. Nothing in the product changes or removes a row. */
export async function appendAudit(db: Db, record: AuditRecord): Promise<void> {
  const operator = await db.selectFrom('users').select('email').where('id', '=', record.userId).executeTakeFirst();
  await insertAudit(db, record, record.userId, operator?.email ?? `user ${record.userId}`);
}

/** Appends what a game API key did on a family's behalf (a parent login link), named by the key's name. */
export async function appendGameKeyAudit(db: Db, keyName: string, record: Omit<AuditRecord, 'userId'>): Promise<void> {
  await insertAudit(db, record, null, `game key ${keyName}`);
}

async function insertAudit(db: Db, record: Omit<AuditRecord, 'userId'>, userId: number | null, actor: string) {
  await db
    .insertInto('operator_audit')
    .values({
      at: record.at,
      user_id: userId,
      user_email: actor,
      cmd: record.cmd,
      target: record.target,
      before_json: json(record.before),
      after_json: json(record.after),
    })
    .execute();
}

export interface AuditPage {
  search: string;
  page: number;
  per_page: number;
}

/** The log, newest first; `search` keeps the rows whose target or command contains it. */
export async function readAudit(db: Db, { search, page, per_page }: AuditPage) {
  let query = db.selectFrom('operator_audit');
  if (search) {
    // The same on both engines: case-insensitive, and % or _ in the search are themselves.
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const contains = (column: 'target' | 'cmd') => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    query = query.where((eb) => eb.or([contains('target'), contains('cmd')]));
  }
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('id', 'desc')
    .limit(per_page)
    .offset((page - 1) * per_page)
    .execute();
  const list: AuditEntry[] = rows.map((row) => ({
    id: row.id,
    at: Number(row.at),
    operator: row.user_email,
    cmd: row.cmd,
    target: row.target,
    before: row.before_json === null ? null : JSON.parse(row.before_json),
    after: row.after_json === null ? null : JSON.parse(row.after_json),
  }));
  return { list, total: Number(total), page, per_page };
}
