import { commands, type CommandName } from '@t1d/contract';
import { invalidPayloads } from '../test/fuzz/invalidPayloads.js';
import { matrixFamily } from '../test/matrix/matrixFamily.js';
import { commandSamples } from '../test/matrix/commandSamples.js';
import { describe, expect, test } from '../test/fixture.js';
import type { TestApp } from '../test/testApp.js';
import { rowCounts } from '../test/rowCounts.js';
import { unwatched } from '../test/walls.js';

/** A refused call may touch sessions, sign-in days and attempt counters (walls.ts); nothing else. */
const untouched = (t: TestApp) => rowCounts(t.database.db, unwatched);

/**
 * Schema-driven fuzz: every command of the contract gets at least 50 bodies it must refuse, made from
 * its own input schema (each field given wrong types, huge or poisoned values, numbers at the edges)
 * and from bodies that are wrong before any command reads them. None may fail the server (no 5xx) and
 * none may write: every table's row count is unchanged.
 */
describe('invalid payloads, generated from the contract', () => {
  test.for(Object.keys(commands) as CommandName[])('%s', async (name, { t, parent, operator }) => {
    const definition = commands[name];
    const a = await matrixFamily(t, parent);
    const payloads = invalidPayloads(name, definition, commandSamples[name].input(a));
    expect(payloads.length).toBeGreaterThanOrEqual(50);
    const token = definition.access === 'operator' ? operator.token : definition.access === 'parent' ? parent.token : undefined;
    const before = await untouched(t);
    const failures: string[] = [];
    for (const payload of payloads) {
      const answer = await t.post(payload.body, {
        'content-type': payload.contentType ?? 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      });
      if (![400, 404, 413, 415].includes(answer.status)) failures.push(`${payload.label}: ${answer.status} ${answer.raw.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect(await untouched(t)).toEqual(before);
  });
});
