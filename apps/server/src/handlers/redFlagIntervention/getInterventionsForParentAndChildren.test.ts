import { describe, expect } from '../../test/fixture.js';
import { recordChildActivity } from '../../activity/childActivity.js';
import { test } from '../../test/redFlags.js';
import { at } from '../../test/shanghai.js';
import { expectInvalid } from '../../test/walls.js';

const day = 86400;

describe('RedFlagIntervention.getInterventionsForParentAndChildren: raising', () => {
  test('raises "interactions over the maximum" once per family month, and tells both parents', async ({
    t,
    flags: { setTime, tokenOf, newFamily, flagsOf, notificationsOf },
  }) => {
    setTime('2026-11-10T04:00:00Z');
    const { parent, coParent, childId } = await newFamily();
    await recordChildActivity(t.database.db, { childId, at: t.clock.now(), interactions: { chat_messages: 50 } });
    expect((await flagsOf(parent)).all_total).toBe(0);

    await recordChildActivity(t.database.db, { childId, at: t.clock.now() + 60, interactions: { npc_chats: 1 } });
    const raised = await flagsOf(parent);
    expect(raised).toMatchObject({ success: true, code: 200, total: 1, all_total: 1 });
    expect(raised.data[0]).toMatchObject({
      child_id: childId,
      name: 'Jun',
      reason: 'Jun had 51 community interactions in the game over the last 30 days, more than the recommended 50.',
      created_at: t.clock.now() + 60,
      is_read: false,
    });
    expect(raised.data[0]!.intervention).toMatch(/^Sit down together/);

    // More of the same in November: still one flag.
    for (const offset of [1, 5, 15]) {
      await recordChildActivity(t.database.db, {
        childId,
        at: at('2026-11-10T04:00:00Z') + offset * day,
        interactions: { chat_messages: 10 },
      });
    }
    expect((await flagsOf(parent)).all_total).toBe(1);

    // The family deals with it; well over a week later the rule's next period is a new flag.
    const first = raised.data[0]!.id;
    await t.call('RedFlagIntervention.markHandled', { interventionId: first, tried: ['agreed_play_window'] }, await tokenOf(parent));
    await t.call('RedFlagIntervention.resolve', { interventionId: first }, await tokenOf(parent));
    // December 1st in Shanghai begins at 16:00 UTC on November 30th: a new period.
    await recordChildActivity(t.database.db, { childId, at: at('2026-11-30T15:59:00Z'), interactions: { chat_messages: 1 } });
    expect((await flagsOf(parent)).all_total).toBe(1);
    await recordChildActivity(t.database.db, { childId, at: at('2026-11-30T16:00:00Z'), interactions: { chat_messages: 1 } });
    expect((await flagsOf(coParent)).all_total).toBe(2);

    for (const [reader, notices] of [
      [parent, 2],
      [coParent, 3],
    ] as const) {
      const told = await notificationsOf(reader);
      // The other parent also heard that the first was handled.
      expect(told.total).toBe(notices);
      expect(told.data[0]).toMatchObject({ title: 'New red flag' });
      expect(told.data[0]!.body).toContain('Jun had 83 community interactions');
    }
  });

  test('raises "a sudden drop" once per quiet spell, as time passes', async ({ t, flags: { setTime, tokenOf, newFamily, flagsOf } }) => {
    setTime('2026-10-20T00:00:00Z');
    const { parent, childId } = await newFamily('Mei');
    // Five days of play in a fortnight, the last on November 5th (Shanghai).
    for (const date of ['2026-10-25', '2026-10-28', '2026-11-01', '2026-11-03', '2026-11-05']) {
      await recordChildActivity(t.database.db, { childId, at: at(`${date}T02:00:00Z`) });
    }
    // The 6th, 7th and 8th are the three quiet days; on the 8th (Shanghai) the spell is not whole yet.
    setTime('2026-11-08T15:59:59Z');
    expect((await flagsOf(parent)).all_total).toBe(0);
    setTime('2026-11-08T16:00:00Z');
    const raised = await flagsOf(parent);
    expect(raised.all_total).toBe(1);
    expect(raised.data[0]!.reason).toBe('Mei has not played since 5 November, after playing on 5 of the 14 days before.');
    expect(raised.data[0]!.created_at).toBe(at('2026-11-08T16:00:00Z'));

    // The quiet spell goes on: no new flag, on later days or from the unread-count poll.
    for (const later of ['2026-11-10T03:00:00Z', '2026-11-20T03:00:00Z']) {
      setTime(later);
      await t.call('ParentNotification.getUnreadCount', {}, await tokenOf(parent));
      expect((await flagsOf(parent)).all_total).toBe(1);
    }

    // Handled, then back to regular play, then quiet again more than a week later: a new spell, a new flag.
    await t.call('RedFlagIntervention.markHandled', { interventionId: raised.data[0]!.id, note: 'She was ill' }, await tokenOf(parent));
    for (const date of ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24']) {
      await recordChildActivity(t.database.db, { childId, at: at(`${date}T02:00:00Z`) });
    }
    setTime('2026-11-27T16:00:00Z');
    const second = await flagsOf(parent);
    expect(second.all_total).toBe(2);
    expect(second.data[0]!.reason).toContain('has not played since 24 November');
  });

  test('raises a flag once when many reads arrive at the same moment', async ({
    t,
    flags: { setTime, tokenOf, newFamily, flagsOf, notificationsOf },
  }) => {
    setTime('2026-11-30T00:00:00Z');
    const { parent, coParent, childId } = await newFamily();
    for (const date of ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']) {
      await recordChildActivity(t.database.db, { childId, at: at(`${date}T02:00:00Z`) });
    }
    setTime('2026-12-09T02:00:00Z');
    const tokens = [await tokenOf(parent), await tokenOf(coParent)];
    const reads = Array.from({ length: 12 }, (_, i) =>
      i % 3 === 0
        ? t.call('ParentNotification.getUnreadCount', {}, tokens[1])
        : t.call('RedFlagIntervention.getInterventionsForParentAndChildren', {}, tokens[i % 2]),
    );
    expect((await Promise.all(reads)).map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect((await flagsOf(parent)).all_total).toBe(1);
    expect((await notificationsOf(parent)).total).toBe(1);
    expect((await notificationsOf(coParent)).total).toBe(1);
  });
});

describe('RedFlagIntervention.getInterventionsForParentAndChildren: reading', () => {
  test('lists newest first, pages, and gives the home card its one unread flag with both totals', async ({
    flags: { flagsOf, readingFamily },
  }) => {
    const { family, ids } = await readingFamily();
    expect(ids).toHaveLength(3);
    const all = await flagsOf(family.parent);
    expect(all.data.map((flag) => flag.name)).toEqual(['Yu', 'Lan', 'Yu']);
    expect(all.data.map((flag) => flag.created_at)).toEqual([...all.data.map((flag) => flag.created_at)].sort((a, b) => b - a));
    const card = await flagsOf(family.parent, { page: 1, per_page: 1, unread_only: true });
    expect(card).toMatchObject({ total: 3, all_total: 3 });
    expect(card.data.map((flag) => flag.id)).toEqual([ids[0]]);
    expect((await flagsOf(family.parent, { page: 2, per_page: 2 })).data.map((flag) => flag.id)).toEqual([ids[2]]);
    // Partner clients send 1 for true.
    expect((await flagsOf(family.parent, { unread_only: 1, per_page: 1 })).data).toHaveLength(1);
  });

  test('speaks the reader language', async ({ flags: { flagsOf, readingFamily } }) => {
    const { family } = await readingFamily();
    const zh = await flagsOf(family.parent, {}, { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(zh.data[0]!.reason).toBe('Yu 自 12月5日 起没有再玩游戏，而在此之前的 14 天里有 5 天在玩。');
    expect(zh.data[2]!.reason).toBe('Yu 最近 30 天在游戏中的社区互动有 60 次，超过了建议的 50 次。');
    expect(zh.data[0]!.intervention).toMatch(/^突然不玩/);
  });

  test("shows no other family's red flags", async ({ t, flags: { flagsOf, readingFamily } }) => {
    const { family } = await readingFamily();
    // Signed up after the clock has moved, so that its session is fresh.
    const stranger = await t.newParent();
    expect(await flagsOf(stranger)).toEqual({ success: true, code: 200, total: 0, all_total: 0, data: [] });
    expect((await flagsOf(family.coParent)).all_total).toBe(3);
  });

  test('refuses paging out of range and an unread_only that is not a flag, naming the field and changing nothing', async ({
    t,
    parent,
  }) => {
    const read = (input: Record<string, unknown>) =>
      t.call('RedFlagIntervention.getInterventionsForParentAndChildren', input as never, parent.token);
    await expectInvalid(t, () => read({ per_page: 0 }), 'per_page');
    await expectInvalid(t, () => read({ page: 0 }), 'page');
    await expectInvalid(t, () => read({ unread_only: 2 }), 'unread_only');
  });
});
