import { eventRefusals } from '@t1d/contract';
import { describe, expect, test } from '../../test/fixture.js';
import { gameChild, gameClient, storedEvents } from '../../test/game.js';
import { heroicAct, tokenBalanceOf, tokenLedgerOf, tokenNoticesOf } from '../../test/heroic.js';

const capped = (index: number, tokens_granted: number) => ({
  index,
  reason: 'heroic_cap_reached',
  message: eventRefusals.heroic_cap_reached,
  tokens_granted,
});

describe('POST /api/game/v1/activity: heroic acts', () => {
  test("a heroic act earns the child's family its tokens, tells the parents, and counts as a played day", async ({ t, parent }) => {
    const game = await gameClient(t);
    const child = await gameChild(t, parent);
    const coParent = await t.joinFamilyOf(parent);
    const answer = await game.post('/activity', { events: [heroicAct(t, child.id, 'hero-1', 5)] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ accepted: 1, duplicates: 0, errors: [] });
    const balance = await tokenBalanceOf(t, parent);
    expect(balance).toMatchObject({ total_tokens: 5, total_value: 5 });
    expect(balance.history).toEqual([
      { id: expect.any(Number), amount: 5, reason: 'Helped a friend through a low in the game', created_at: t.clock.now() },
    ]);
    const [row] = await tokenLedgerOf(t, parent.familyId);
    expect(row!.reason_key).toMatch(/^heroic:\d+:hero-1$/);
    for (const reader of [parent, coParent]) {
      expect(await tokenNoticesOf(t, reader)).toEqual([
        expect.objectContaining({
          title: 'Heroic tokens earned',
          body: `${child.realName} earned 5 heroic tokens for the family in the game: Helped a friend through a low in the game`,
          message_type: 'tokens',
          is_read: false,
        }),
      ]);
    }
    const date = new Date(t.clock.now() * 1000);
    const streak = await t.call(
      'FamilyStreak.getChildStreak',
      { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, user_id: child.id },
      parent.token,
    );
    expect(streak.body.data.total_streak_days).toBe(1);
  });

  test('reason_zh is optional: parents reading Chinese see it when sent, else the reason', async ({ t, parent }) => {
    const game = await gameClient(t);
    const child = await gameChild(t, parent);
    const events = [
      heroicAct(t, child.id, 'zh-1', 3, { reason: 'Shared snacks at a party', reason_zh: ' 在聚会上分享零食 ' }),
      heroicAct(t, child.id, 'en-1', 2, { reason: 'Reminded a friend to check' }),
    ];
    expect((await game.post('/activity', { events })).body).toEqual({ accepted: 2, duplicates: 0, errors: [] });
    expect((await tokenBalanceOf(t, parent, 'zh-CN')).history.map((entry: { reason: string }) => entry.reason)).toEqual([
      'Reminded a friend to check',
      '在聚会上分享零食',
    ]);
    expect((await tokenBalanceOf(t, parent)).history[1].reason).toBe('Shared snacks at a party');
    const bodies = (await tokenNoticesOf(t, parent, 'zh-CN')).map((notice: { title: string; body: string }) => [notice.title, notice.body]);
    expect(bodies).toEqual(
      expect.arrayContaining([
        ['获得英雄代币', `${child.realName} 在游戏中为家庭赢得了 3 枚英雄代币：在聚会上分享零食`],
        ['获得英雄代币', `${child.realName} 在游戏中为家庭赢得了 2 枚英雄代币：Reminded a friend to check`],
      ]),
    );
  });

  test('over the daily cap: granted up to it, the rest refused by index; each child and day has its own', async ({
    t,
    parent,
    operator,
  }) => {
    await t.call('OperatorEconomyHandler.saveSettings', { heroic_tokens_per_child_per_day: 20 }, operator.token);
    const game = await gameClient(t);
    const [mei, jun] = [await gameChild(t, parent), await gameChild(t, parent)];
    const answer = await game.post('/activity', {
      events: [
        heroicAct(t, mei.id, 'm-1', 15),
        heroicAct(t, mei.id, 'm-2', 10),
        heroicAct(t, mei.id, 'm-3', 5),
        heroicAct(t, jun.id, 'j-1', 20),
        heroicAct(t, mei.id, 'm-yesterday', 8, { occurred_at: t.clock.now() - 86_400 }),
      ],
    });
    expect(answer.body).toEqual({ accepted: 4, duplicates: 0, errors: [capped(1, 5), capped(2, 0)] });
    expect((await tokenLedgerOf(t, parent.familyId)).map((row) => row.amount)).toEqual([15, 5, 20, 8]);
    // The act the cap refused whole claimed nothing: sent again for another day, it counts.
    const stored = (await storedEvents(t)).map((row) => row.event_id);
    expect(stored).not.toContain('m-3');
    const retried = heroicAct(t, mei.id, 'm-3', 5, { occurred_at: t.clock.now() - 2 * 86_400 });
    expect((await game.post('/activity', { events: [retried] })).body).toEqual({ accepted: 1, duplicates: 0, errors: [] });
    // A cap of 0: the game earns nothing.
    await t.call('OperatorEconomyHandler.saveSettings', { heroic_tokens_per_child_per_day: 0 }, operator.token);
    const none = await game.post('/activity', { events: [heroicAct(t, jun.id, 'j-2', 1, { occurred_at: t.clock.now() - 3 * 86_400 })] });
    expect(none.body).toEqual({ accepted: 0, duplicates: 0, errors: [capped(0, 0)] });
    expect((await tokenBalanceOf(t, parent)).total_tokens).toBe(53);
  });

  test('an unknown child, a parent, and a child in no family are refused by index; the valid act is taken', async ({ t, parent }) => {
    const game = await gameClient(t);
    const child = await gameChild(t, parent);
    const orphan = await gameChild(t, null);
    const answer = await game.post('/activity', {
      events: [
        heroicAct(t, 999_999, 'a', 5),
        heroicAct(t, parent.userId, 'b', 5),
        heroicAct(t, orphan.id, 'c', 5),
        heroicAct(t, child.id, 'd', 5),
      ],
    });
    expect(answer.body).toEqual({
      accepted: 1,
      duplicates: 0,
      errors: [
        { index: 0, message: 'Unknown child', reason: 'unknown_child' },
        { index: 1, message: 'Unknown child', reason: 'unknown_child' },
        { index: 2, message: eventRefusals.child_without_family, reason: 'child_without_family' },
      ],
    });
    expect((await storedEvents(t)).map((row) => row.event_id)).toEqual(['d']);
  });

  test("another family's parent sees none of it, and its own child's acts are its own", async ({ t, parent, stranger }) => {
    const game = await gameClient(t);
    const [child, strangersChild] = [await gameChild(t, parent), await gameChild(t, stranger)];
    await game.post('/activity', { events: [heroicAct(t, child.id, 'x-1', 7), heroicAct(t, strangersChild.id, 'x-2', 2)] });
    expect((await tokenBalanceOf(t, parent)).total_tokens).toBe(7);
    const strangers = await tokenBalanceOf(t, stranger);
    expect(strangers.total_tokens).toBe(2);
    expect(strangers.history).toHaveLength(1);
    expect(JSON.stringify(await tokenNoticesOf(t, stranger))).not.toContain(child.realName);
  });
});
