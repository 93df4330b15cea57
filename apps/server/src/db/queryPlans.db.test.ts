import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { createDemoFamily, demoParent } from '../cli/demoFamily.js';
import { describe, expect, test } from '../test/fixture.js';
import type { TestApp } from '../test/testApp.js';
import { fullReads, statementPlans } from './queryPlans.js';

/** The first batch the demo parent's dashboard sends, the one `npm run bench` measures (kept equal by an e2e journey). */
const dashboardReads = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../../scripts/bench/dashboardReads.json'), 'utf8'),
);

const recorder = { recording: false, statements: new Set<string>() };

/** Every statement the demo parent's dashboard batch runs. */
async function dashboardStatements(t: TestApp): Promise<string[]> {
  await createDemoFamily(t.database.db, t.clock.now(), { clinicPassword: 'desk-password-1' });
  const token = (await t.call('ParentAuthHandler.signin', demoParent)).body.data.token;
  const parentCode = (await t.call('ParentAuthHandler.getUserProfile', {}, token)).body.data.p_code;
  const calls = dashboardReads.calls.map((call: Record<string, unknown>) =>
    call.parent_code ? { ...call, parent_code: parentCode } : call,
  );
  recorder.statements.clear();
  recorder.recording = true;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/gateway/batch',
    headers: { authorization: `Bearer ${token}` },
    payload: { calls },
  });
  recorder.recording = false;
  expect(response.statusCode).toBe(200);
  expect(response.json().results.every((result: { status: number }) => result.status === 200)).toBe(true);
  return [...recorder.statements];
}

describe('the dashboard reads every family table through an index', () => {
  test.override({
    appOptions: { onQuery: (text) => void (recorder.recording && recorder.statements.add(text)) },
  });

  test('no statement of its batch reads a family table whole, whatever the table holds', async ({ t }) => {
    const statements = await dashboardStatements(t);
    expect(statements.length).toBeGreaterThan(20);
    const plans = await statementPlans(t.database, statements);
    expect(fullReads(plans)).toEqual([]);
    const indexes = new Set(plans.flatMap((plan) => plan.steps.flatMap((step) => step.indexes)));
    expect([...indexes]).toEqual(expect.arrayContaining(['coin_ledger_family_idx', 'token_ledger_family_idx', 'notifications_user_idx']));
  });

  test('a missing index is found: without the coin ledger’s, the coin log reads the whole ledger', async ({ t }) => {
    const statements = await dashboardStatements(t);
    await sql`drop index coin_ledger_family_idx`.execute(t.database.db);
    const reads = fullReads(await statementPlans(t.database, statements));
    expect(reads.length).toBeGreaterThan(0);
    expect(new Set(reads.map((read) => read.table))).toEqual(new Set(['coin_ledger']));
  });
});
