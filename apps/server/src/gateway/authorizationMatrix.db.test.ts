import { commands, type CommandName } from '@t1d/contract';
import { commandSamples, type CommandSample } from '../test/matrix/commandSamples.js';
import { badToken, deadTokens, matrixFamily } from '../test/matrix/matrixFamily.js';
import { describe, expect, test } from '../test/fixture.js';
import { notFound, operatorRequired, signedOut, snapshot } from '../test/walls.js';
import type { GatewayAnswer, TestApp } from '../test/testApp.js';

/**
 * The authorization matrix, generated from the contract: every command × {no token, bad token,
 * expired, revoked, a parent of another family with this family's ids, an operator, a parent of this
 * family}, each cell with its expected outcome. Refused calls change nothing, nor does any call of a
 * command the contract declares a read, and nothing of family A's
 * (its child's name, its news, its codes, its parent's e-mail and token) reaches anyone else.
 */
const names = Object.keys(commands) as CommandName[];

const leaksIn = (answer: GatewayAnswer, markers: string[]) => markers.filter((marker) => answer.raw.includes(marker));
const passedTheWall = (answer: GatewayAnswer) => answer.status < 500 && ![401, 403].includes(answer.status);

async function unchanged(t: TestApp, before: Awaited<ReturnType<typeof snapshot>>, cell: string) {
  expect(await snapshot(t), `${cell} changed the database`).toEqual(before);
}

describe('the authorization matrix', () => {
  test('holds every command of the contract, and nothing else', () => {
    expect(Object.keys(commandSamples).sort()).toEqual([...names].sort());
  });

  test.for(names)('%s', async (name, { t, parent, stranger, operator }) => {
    const { access } = commands[name];
    const sample: CommandSample = commandSamples[name];
    const a = await matrixFamily(t, parent);
    const dead = await deadTokens(t, parent);
    const input = sample.input(a);
    const send = (token?: string) => t.call(name, input as never, token);
    const cells: Record<string, GatewayAnswer> = {};

    const before = await snapshot(t);
    for (const [cell, token] of [
      ['no token', undefined],
      ['bad token', badToken],
      ['expired', dead.expired],
      ['revoked', dead.revoked],
    ] as const) {
      const answer = (cells[cell] = await send(token));
      if (access === 'public') expect(answer.status, cell).toBeLessThan(500);
      else {
        expect([answer.status, answer.body], cell).toEqual([401, signedOut]);
      }
      expect(leaksIn(answer, a.markers), cell).toEqual([]);
    }
    if (access !== 'public') await unchanged(t, before, 'a call without a live session');

    const foreign = (cells['other family'] = await send(stranger.token));
    if (access === 'operator') expect([foreign.status, foreign.body]).toEqual([403, operatorRequired]);
    else if (sample.names === 'family') expect([foreign.status, foreign.body]).toEqual([404, notFound]);
    else expect(passedTheWall(foreign) || access === 'public', `other family: ${foreign.raw}`).toBe(true);
    expect(leaksIn(foreign, a.markers), 'other family').toEqual([]);
    if (access === 'operator' || sample.names === 'family') await unchanged(t, before, "another family's parent");

    const asOperator = (cells.operator = await send(operator.token));
    if (sample.names === 'family') expect([asOperator.status, asOperator.body]).toEqual([404, notFound]);
    else expect(asOperator.status, `operator: ${asOperator.raw}`).toBeLessThan(500);
    if (access === 'operator') expect(passedTheWall(asOperator), `operator: ${asOperator.raw}`).toBe(true);
    // The clinic's own screens show families to the clinic; everything else keeps A's to A.
    else expect(leaksIn(asOperator, a.markers), 'operator').toEqual([]);

    const own = (cells['this family'] = await send(parent.token));
    if (access === 'operator') expect([own.status, own.body]).toEqual([403, operatorRequired]);
    else expect(own.status, `this family: ${own.raw}`).toBeLessThan(500);
    if (access === 'parent') expect(passedTheWall(own), `this family: ${own.raw}`).toBe(true);
    if (sample.names === 'family') {
      // A's own parent reaches A's object: past validation, and found.
      expect(own.status, `this family: ${own.raw}`).not.toBe(404);
      expect(own.body.errors, `this family: ${own.raw}`).toBeUndefined();
    }
    // The contract's word that a command only reads holds in every cell, the ones that pass included.
    if (commands[name].effect === 'read') await unchanged(t, before, 'a command the contract declares a read');
  });
});
