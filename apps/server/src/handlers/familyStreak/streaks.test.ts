import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordChildActivity } from '../../activity/childActivity.js';
import { createTestApp, type Parent, type TestApp } from '../../test/testApp.js';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('streaks, skills and interactions from recorded activity', () => {
  let t: TestApp;
  let parent: Parent;
  let childId: number;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.advance(at('2026-11-22T02:00:00Z') - t.clock.now());
    const signup = await t.call('ParentAuthHandler.signup', { email: `streak.${Date.now()}@example.com`, password: 'secret12', time_zone: 'Asia/Shanghai' });
    parent = { token: signup.body.data.token, userId: signup.body.data.user_id, familyId: signup.body.data.family_id, cookie: '', email: signup.body.data.email };
    childId = (await t.call('ParentInviteHandler.create_child', { child_name: 'Yu' }, parent.token)).body.data.user_id;
  });
  afterAll(() => t.close());

  it('counts distinct local days on which any parent signed in or restored a session', async () => {
    expect((await t.call('FamilyStreak.getFamilyStreak', {}, parent.token)).body.data.total_logins).toBe(1);
    await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'secret12' });
    expect((await t.call('FamilyStreak.getFamilyStreak', {}, parent.token)).body.data.total_logins).toBe(1);
    // 16:00 UTC is midnight in Shanghai: a new family day.
    t.clock.advance(at('2026-11-22T16:00:00Z') - t.clock.now());
    const coParent = await t.joinFamilyOf(parent);
    const restored = await t.call('ParentAuthHandler.checkPersistentAuth', {}, undefined, { cookie: coParent.cookie });
    expect((await t.call('FamilyStreak.getFamilyStreak', {}, restored.body.data.token)).body.data.total_logins).toBe(2);
  });

  it('counts a child active days within the asked month, on the family calendar', async () => {
    for (const iso of ['2026-10-31T15:59:59Z', '2026-10-31T16:00:00Z', '2026-11-05T01:00:00Z', '2026-11-05T09:00:00Z', '2026-11-30T15:59:59Z', '2026-11-30T16:00:00Z']) {
      await recordChildActivity(t.database.db, { childId, at: at(iso) });
    }
    const token = (await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'secret12' })).body.data.token;
    const streak = async (year: number, month: number) =>
      (await t.call('FamilyStreak.getChildStreak', { year, month, user_id: childId }, token)).body.data.total_streak_days;
    expect(await streak(2026, 10)).toBe(1);
    expect(await streak(2026, 11)).toBe(3);
    expect(await streak(2026, 12)).toBe(1);
  });

  it('sums interactions over the last 30 local days, the 30th day in and the 31st out', async () => {
    const token = (await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'secret12' })).body.data.token;
    // Today in Shanghai is 2026-11-23; the window starts on 2026-10-25 (local).
    await recordChildActivity(t.database.db, { childId, at: at('2026-10-24T15:00:00Z'), interactions: { chat_messages: 100 } });
    await recordChildActivity(t.database.db, { childId, at: at('2026-10-24T16:00:00Z'), interactions: { chat_messages: 3, npc_chats: 1 } });
    await recordChildActivity(t.database.db, { childId, at: at('2026-11-23T01:00:00Z'), interactions: { friend_connections: 2, minigames_with_others: 4 } });
    await recordChildActivity(t.database.db, { childId, at: at('2026-11-23T02:00:00Z'), interactions: { chat_messages: 5 } });
    const answer = await t.call('ParentInteractionsHandler.get_interactions', {}, token);
    expect(answer.body.data).toEqual({
      summary: { total: 15, recommended_max: 50, interactions: 15, child_id: null },
      children: [{ child_id: childId, name: 'Yu', chat_messages: 8, friend_connections: 2, minigames_with_others: 4, npc_chats: 1 }],
    });
    const one = await t.call('ParentInteractionsHandler.get_interactions', { child_id: childId }, token);
    expect(one.body.data.summary.child_id).toBe(childId);
  });

  it('keeps each skill with the moment it was first learned', async () => {
    const token = (await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'secret12' })).body.data.token;
    const now = t.clock.now();
    await recordChildActivity(t.database.db, { childId, at: now - 10 * 86400, skills: [{ key: 'carbs', name: 'Counting carbs' }] });
    await recordChildActivity(t.database.db, { childId, at: now - 3600, skills: [{ key: 'carbs', name: 'Counting carbs' }, { key: 'hypo', name: 'Spotting a hypo' }] });
    const all = await t.call('ChildSkills.getChildSkillInfo', { child_id: childId }, token);
    expect(all.body.data.skills).toEqual([
      { name: 'Spotting a hypo', learned_at: now - 3600 },
      { name: 'Counting carbs', learned_at: now - 10 * 86400 },
    ]);
    const week = await t.call('ChildSkills.getChildSkillInfo', { child_id: childId, range: 7 * 86400 }, token);
    expect(week.body.data.skills.map((s: { name: string }) => s.name)).toEqual(['Spotting a hypo']);
    expect((await t.call('ChildSkills.getChildLearnSkillsLastWeek', {}, token)).body.data).toEqual(['Spotting a hypo']);
  });
});
