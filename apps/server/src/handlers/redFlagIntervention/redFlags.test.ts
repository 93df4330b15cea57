import { commands } from '@t1d/contract';
import { describe, expect, test as base } from '../../test/fixture.js';
import { recordChildActivity } from '../../activity/childActivity.js';
import { uniqueEmail, type Parent, type TestApp } from '../../test/testApp.js';

const at = (iso: string) => Date.parse(iso) / 1000;
const day = 86400;

interface Family {
  parent: Parent;
  coParent: Parent;
  childId: number;
}

type Flags = ReturnType<typeof flagHelpers>;

/** Helpers over one app: moving its clock, families in Shanghai, and reading their flags. */
function flagHelpers(t: TestApp) {
  const setTime = (iso: string) => t.clock.advance(at(iso) - t.clock.now());

  // Sessions last a day and these tests travel weeks: sign in again when a session has grown old.
  const passwords = new Map<string, string>();
  const sessions = new Map<string, { token: string; since: number }>();
  async function tokenOf(parent: Parent): Promise<string> {
    const session = sessions.get(parent.email) ?? { token: parent.token, since: t.clock.now() };
    if (Math.abs(t.clock.now() - session.since) > 12 * 3600) {
      const signin = await t.call('ParentAuthHandler.signin', { email: parent.email, password: passwords.get(parent.email) ?? 'correct horse' });
      session.token = signin.body.data.token;
      session.since = t.clock.now();
    }
    sessions.set(parent.email, session);
    return session.token;
  }

  /** A family in Shanghai (UTC+8) with one child and two parents. */
  async function newFamily(childName = 'Jun'): Promise<Family> {
    const signup = await t.call('ParentAuthHandler.signup', { email: uniqueEmail('flags'), password: 'secret12', time_zone: 'Asia/Shanghai' });
    const data = signup.body.data;
    const parent = { token: data.token, userId: data.user_id, familyId: data.family_id, pCode: data.p_code, cookie: '', email: data.email };
    passwords.set(parent.email, 'secret12');
    const coParent = await t.joinFamilyOf(parent);
    for (const member of [parent, coParent]) sessions.set(member.email, { token: member.token, since: t.clock.now() });
    const childId = (await t.call('ParentInviteHandler.create_child', { child_name: childName }, parent.token)).body.data.user_id;
    return { parent, coParent, childId };
  }

  const flagsOf = async (parent: Parent, input: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const answer = await t.call('RedFlagIntervention.getInterventionsForParentAndChildren', input as never, await tokenOf(parent), headers);
    expect(answer.status).toBe(200);
    return answer.body as { success: boolean; code: number; total: number; all_total: number; data: Record<string, any>[] };
  };
  /** Two children, three flags: over the maximum for both, then a drop for Yu; answers their ids, newest first. */
  async function readingFamily() {
    setTime('2026-11-29T00:00:00Z');
    const family = await newFamily('Yu');
    const second = await t.call('ParentInviteHandler.create_child', { child_name: 'Lan' }, await tokenOf(family.parent));
    setTime('2026-12-10T04:00:00Z');
    // Three flags: over the maximum for both children, then a drop for Yu.
    await recordChildActivity(t.database.db, { childId: family.childId, at: at('2026-11-30T17:00:00Z'), interactions: { chat_messages: 60 } });
    for (const date of ['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']) {
      await recordChildActivity(t.database.db, { childId: family.childId, at: at(`${date}T02:00:00Z`) });
    }
    await recordChildActivity(t.database.db, { childId: second.body.data.user_id, at: at('2026-12-06T02:00:00Z'), interactions: { npc_chats: 70 } });
    const ids: number[] = (await flagsOf(family.parent)).data.map((flag) => flag.id);
    return { family, ids };
  }
  const notificationsOf = async (parent: Parent) =>
    (await t.call('ParentNotification.list', { messageType: 'red_flag' }, await tokenOf(parent))).body.data as { total: number; data: { title: string; body: string }[] };

  return { setTime, tokenOf, newFamily, flagsOf, notificationsOf, readingFamily };
}

const test = base.extend<{ flags: Flags }>({
  flags: async ({ t }, use) => {
    await use(flagHelpers(t));
  },
});

describe('red flags from the rules over recorded child activity', () => {
  test('raises "interactions over the maximum" once per family month, and tells both parents', async ({ t, flags: { setTime, newFamily, flagsOf, notificationsOf } }) => {
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
      await recordChildActivity(t.database.db, { childId, at: at('2026-11-10T04:00:00Z') + offset * day, interactions: { chat_messages: 10 } });
    }
    expect((await flagsOf(parent)).all_total).toBe(1);

    // December 1st in Shanghai begins at 16:00 UTC on November 30th: a new period.
    await recordChildActivity(t.database.db, { childId, at: at('2026-11-30T15:59:00Z'), interactions: { chat_messages: 1 } });
    expect((await flagsOf(parent)).all_total).toBe(1);
    await recordChildActivity(t.database.db, { childId, at: at('2026-11-30T16:00:00Z'), interactions: { chat_messages: 1 } });
    expect((await flagsOf(coParent)).all_total).toBe(2);

    for (const reader of [parent, coParent]) {
      const told = await notificationsOf(reader);
      expect(told.total).toBe(2);
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

    // Back to regular play, then quiet again: a new spell, a new flag.
    for (const date of ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24']) {
      await recordChildActivity(t.database.db, { childId, at: at(`${date}T02:00:00Z`) });
    }
    setTime('2026-11-27T16:00:00Z');
    const second = await flagsOf(parent);
    expect(second.all_total).toBe(2);
    expect(second.data[0]!.reason).toContain('has not played since 24 November');
  });

  test('raises a flag once when many reads arrive at the same moment', async ({ t, flags: { setTime, tokenOf, newFamily, flagsOf, notificationsOf } }) => {
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

  describe('reading', () => {

    test('lists newest first, pages, and gives the home card its one unread flag with both totals', async ({ flags: { flagsOf, readingFamily } }) => {
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

    test('moves read state forward only, per parent', async ({ t, flags: { tokenOf, flagsOf, readingFamily } }) => {
      const { family, ids } = await readingFamily();
      const first = await t.call('RedFlagIntervention.markInterventionsAsRead', { interventionIds: [ids[1]!, ids[1]!] }, await tokenOf(family.parent));
      expect(first.body).toEqual({ code: 200, msg: 'success', data: { updated: 1 } });
      const again = await t.call('RedFlagIntervention.markInterventionsAsRead', { interventionIds: [ids[1]!] }, await tokenOf(family.parent));
      expect(again.body.data).toEqual({ updated: 0 });

      const mine = await flagsOf(family.parent);
      expect(mine).toMatchObject({ total: 2, all_total: 3 });
      expect(mine.data.map((flag) => flag.is_read)).toEqual([false, true, false]);
      expect((await flagsOf(family.parent, { unread_only: true })).data.map((flag) => flag.id)).toEqual([ids[0], ids[2]]);
      // The other parent's state is their own.
      expect((await flagsOf(family.coParent)).total).toBe(3);

      // There is no way back: no command marks a red flag unread, and a bad request changes nothing.
      expect(Object.keys(commands).filter((name) => name.startsWith('RedFlagIntervention.'))).toEqual([
        'RedFlagIntervention.getInterventionsForParentAndChildren',
        'RedFlagIntervention.markInterventionsAsRead',
      ]);
      const empty = await t.call('RedFlagIntervention.markInterventionsAsRead', { interventionIds: [] }, await tokenOf(family.parent));
      expect(empty.status).toBe(400);
      expect((await flagsOf(family.parent)).data.map((flag) => flag.is_read)).toEqual([false, true, false]);
    });

    test("treats another family's red flags as not existing", async ({ t, flags: { tokenOf, flagsOf, readingFamily } }) => {
      const { family, ids } = await readingFamily();
      // Signed up after the clock has moved, so that its session is fresh.
      const stranger = await t.newParent();
      expect(await flagsOf(stranger)).toMatchObject({ total: 0, all_total: 0, data: [] });
      const foreign = await t.call('RedFlagIntervention.markInterventionsAsRead', { interventionIds: [ids[0]!] }, stranger.token);
      const unknown = await t.call('RedFlagIntervention.markInterventionsAsRead', { interventionIds: [999_999_999] }, stranger.token);
      expect(foreign.status).toBe(404);
      expect(foreign.raw).toBe(unknown.raw);
      // One foreign id among the caller's own: nothing is marked.
      const mixed = await t.call('RedFlagIntervention.markInterventionsAsRead', { interventionIds: [ids[0]!, 999_999_999] }, await tokenOf(family.coParent));
      expect(mixed.status).toBe(404);
      expect((await flagsOf(family.coParent)).total).toBe(3);
      expect((await flagsOf(family.parent)).data[0]!.is_read).toBe(false);
    });
  });
});
