import { expect } from 'vitest';
import type { Engine } from '../db/database.js';
import { tableNames } from './rowCounts.js';
import type { GatewayAnswer, Parent, TestApp } from './testApp.js';

/** The one answer for an id the caller may not see, whether it is another family's or unknown. */
export const notFound = { code: 404, msg: 'Not found', reason: 'not_found' };

/** The answer to a signed-in parent who calls an operator command without the role (HTTP 403). */
export const operatorRequired = { code: 403, msg: 'Operator role required', reason: 'operator_required' };

/** The answer to a call without a live session (HTTP 401). */
export const signedOut = { code: 403, msg: 'Token expired', reason: 'token_expired', error: 'forbidden', forbidden: 0 };

/** An id no test ever creates. */
export const unknownId = 999_999_999;

// Sessions, sign-in days and attempt counters move with authenticated and refused calls; they are not
// what a command changes.
export const unwatched = new Set(['auth_tokens', 'login_days', 'attempt_counters', 'kysely_migration', 'kysely_migration_lock']);

/**
 * The tables a snapshot reads, looked up once per engine: every test's database has the one schema, and
 * PostgreSQL's catalog query took 8 to 20 ms of a snapshot's 45 to 75 (up to five a command in the
 * authorization matrix).
 */
const watchedTables = new Map<Engine, Promise<string[]>>();

function tablesOf(t: TestApp): Promise<string[]> {
  const { db, engine } = t.database;
  let tables = watchedTables.get(engine);
  if (!tables) {
    tables = tableNames(db, unwatched);
    tables.catch(() => watchedTables.delete(engine));
    watchedTables.set(engine, tables);
  }
  return tables;
}

/** Every row of every table the commands write, to compare before and after a refused call. */
export async function snapshot(t: TestApp): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const table of await tablesOf(t))
    rows[table] = await t.database.db
      .selectFrom(table as never)
      .selectAll()
      .execute();
  return rows;
}

/**
 * Sends a command with another family's id and with an unknown one: both answer the same 404 and
 * nothing in the database changes.
 */
export async function expectForeignLikeUnknown(
  t: TestApp,
  send: (id: number | string) => Promise<GatewayAnswer>,
  foreignId: number | string,
  unknown: number | string = unknownId,
) {
  const before = await snapshot(t);
  const foreign = await send(foreignId);
  const missing = await send(unknown);
  expect(foreign.status).toBe(404);
  expect(foreign.body).toEqual(notFound);
  expect(missing.status).toBe(404);
  expect(missing.raw).toBe(foreign.raw);
  expect(await snapshot(t)).toEqual(before);
}

/** A refused input: 400 naming `field`, and nothing in the database changed. */
export async function expectInvalid(t: TestApp, send: () => Promise<GatewayAnswer>, field: string) {
  const before = await snapshot(t);
  const answer = await send();
  expect(answer.status).toBe(400);
  expect(answer.body.errors).toContainEqual(expect.objectContaining({ field }));
  expect(await snapshot(t)).toEqual(before);
  return answer;
}

/**
 * An operator command called by `parent`, who is not an operator, answers 403 operator_required, and
 * without a token 401; nothing in the database changes.
 */
export async function expectOperatorOnly(t: TestApp, send: (token?: string) => Promise<GatewayAnswer>, parent: Parent) {
  const before = await snapshot(t);
  const asParent = await send(parent.token);
  expect(asParent.status).toBe(403);
  expect(asParent.body).toEqual(operatorRequired);
  const anonymous = await send(undefined);
  expect(anonymous.status).toBe(401);
  expect(anonymous.body).toEqual(signedOut);
  expect(await snapshot(t)).toEqual(before);
}
