import { expect } from 'vitest';
import type { GatewayAnswer, TestApp } from './testApp.js';

/** The one answer for an id the caller may not see, whether it is another family's or unknown. */
export const notFound = { code: 404, msg: 'Not found', reason: 'not_found' };

/** An id no test ever creates. */
export const unknownId = 999_999_999;

// Sessions and sign-in days move with every authenticated call; they are not what a command changes.
const unwatched = new Set(['auth_tokens', 'login_days', 'kysely_migration', 'kysely_migration_lock']);

/** Every row of every table the commands write, to compare before and after a refused call. */
export async function snapshot(t: TestApp): Promise<Record<string, unknown[]>> {
  const tables = (await t.database.db.introspection.getTables()).map((table) => table.name).filter((name) => !unwatched.has(name)).sort();
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) rows[table] = await t.database.db.selectFrom(table as never).selectAll().execute();
  return rows;
}

/**
 * Sends a command with another family's id and with an unknown one: both answer the same 404 and
 * nothing in the database changes.
 */
export async function expectForeignLikeUnknown(t: TestApp, send: (id: number | string) => Promise<GatewayAnswer>, foreignId: number | string, unknown: number | string = unknownId) {
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
