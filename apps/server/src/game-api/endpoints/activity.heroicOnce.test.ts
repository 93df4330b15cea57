import { describe, expect, test } from '../../test/fixture.js';
import { gameChild, gameClient } from '../../test/game.js';
import { heroicAct, tokenBalanceOf, tokenLedgerOf, tokenNoticesOf } from '../../test/heroic.js';

describe('POST /api/game/v1/activity: a heroic act is granted once', () => {
  test('the same batch 50 times at once: each act one ledger row, one notification, the rest duplicates', async ({ t, parent }) => {
    const game = await gameClient(t);
    const [mei, jun] = [await gameChild(t, parent), await gameChild(t, parent)];
    const batch = { events: [heroicAct(t, mei.id, 'h-1', 6), heroicAct(t, mei.id, 'h-2', 4), heroicAct(t, jun.id, 'h-3', 9)] };
    const answers = await Promise.all(Array.from({ length: 50 }, () => game.post('/activity', batch)));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(answers.reduce((sum, answer) => sum + answer.body.accepted, 0)).toBe(3);
    expect(answers.reduce((sum, answer) => sum + answer.body.duplicates, 0)).toBe(147);
    expect(answers.flatMap((answer) => answer.body.errors)).toEqual([]);
    expect((await tokenLedgerOf(t, parent.familyId)).map((row) => row.amount).sort()).toEqual([4, 6, 9]);
    expect((await tokenBalanceOf(t, parent)).total_tokens).toBe(19);
    expect(await tokenNoticesOf(t, parent)).toHaveLength(3);
  });

  test('the same batch 50 times at once under one Idempotency-Key: one grant, every answer the first', async ({ t, parent }) => {
    const game = await gameClient(t);
    const child = await gameChild(t, parent);
    const batch = { events: [heroicAct(t, child.id, 'k-1', 5)] };
    const answers = await Promise.all(Array.from({ length: 50 }, () => game.post('/activity', batch, { 'idempotency-key': 'heroic-k-1' })));
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual(
      answers.map(() => [200, { accepted: 1, duplicates: 0, errors: [] }]),
    );
    expect((await tokenLedgerOf(t, parent.familyId)).map((row) => row.amount)).toEqual([5]);
  });

  test("the ledger's own key holds when the act's claim is gone: sent again, it is a duplicate and grants nothing", async ({
    t,
    parent,
  }) => {
    const game = await gameClient(t);
    const child = await gameChild(t, parent);
    const act = heroicAct(t, child.id, 'gone-1', 5);
    expect((await game.post('/activity', { events: [act] })).body.accepted).toBe(1);
    await t.database.db.deleteFrom('game_events').execute();
    expect((await game.post('/activity', { events: [act] })).body).toEqual({ accepted: 0, duplicates: 1, errors: [] });
    expect((await tokenLedgerOf(t, parent.familyId)).map((row) => row.amount)).toEqual([5]);
    expect(await tokenNoticesOf(t, parent)).toHaveLength(1);
  });
});
