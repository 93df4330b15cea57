import { recordChildActivity } from '../activity/childActivity.js';
import { expect, test as base } from './fixture.js';
import { at } from './shanghai.js';
import { uniqueEmail, type Parent, type TestApp } from './testApp.js';

export interface FlagFamily {
  parent: Parent;
  coParent: Parent;
  childId: number;
}

export type Flags = ReturnType<typeof flagHelpers>;

type LifecycleCommand =
  'RedFlagIntervention.takeOn' | 'RedFlagIntervention.markHandled' | 'RedFlagIntervention.resolve' | 'RedFlagIntervention.getHistory';

/** Helpers over one app: moving its clock, families in Shanghai, and reading their flags. */
function flagHelpers(t: TestApp) {
  const setTime = (iso: string) => t.clock.advance(at(iso) - t.clock.now());

  // Sessions last a day and these tests travel weeks: sign in again when a session has grown old.
  const passwords = new Map<string, string>();
  const sessions = new Map<string, { token: string; since: number }>();
  async function tokenOf(parent: Parent): Promise<string> {
    const session = sessions.get(parent.email) ?? { token: parent.token, since: t.clock.now() };
    if (Math.abs(t.clock.now() - session.since) > 12 * 3600) {
      const signin = await t.call('ParentAuthHandler.signin', {
        email: parent.email,
        password: passwords.get(parent.email) ?? 'correct horse',
      });
      session.token = signin.body.data.token;
      session.since = t.clock.now();
    }
    sessions.set(parent.email, session);
    return session.token;
  }

  /** A family in Shanghai (UTC+8) with one child and two parents. */
  async function newFamily(childName = 'Jun'): Promise<FlagFamily> {
    const signup = await t.call('ParentAuthHandler.signup', {
      email: uniqueEmail('flags'),
      password: 'secret12',
      time_zone: 'Asia/Shanghai',
    });
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
    await recordChildActivity(t.database.db, {
      childId: family.childId,
      at: at('2026-11-30T17:00:00Z'),
      interactions: { chat_messages: 60 },
    });
    for (const date of ['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']) {
      await recordChildActivity(t.database.db, { childId: family.childId, at: at(`${date}T02:00:00Z`) });
    }
    await recordChildActivity(t.database.db, {
      childId: second.body.data.user_id,
      at: at('2026-12-06T02:00:00Z'),
      interactions: { npc_chats: 70 },
    });
    const ids: number[] = (await flagsOf(family.parent)).data.map((flag) => flag.id);
    return { family, ids };
  }

  const notificationsOf = async (parent: Parent) =>
    (await t.call('ParentNotification.list', { messageType: 'red_flag' }, await tokenOf(parent))).body.data as {
      total: number;
      data: { title: string; body: string }[];
    };

  /** Gives the family's parents names, as the steps and notifications show them. */
  async function nameParents(family: FlagFamily, names: [string, string] = ['Li Na', 'Wang Wei']) {
    for (const [member, realName] of [
      [family.parent, names[0]],
      [family.coParent, names[1]],
    ] as const)
      await t.call('ParentFamilyHandler.update_parent_real_name', { parent_id: member.userId, real_name: realName }, await tokenOf(member));
  }

  /** A lifecycle command as `parent` sends it. */
  const act = async <C extends LifecycleCommand>(
    parent: Parent,
    cmd: C,
    input: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => t.call(cmd, input as never, await tokenOf(parent), headers);

  return { setTime, tokenOf, newFamily, flagsOf, notificationsOf, readingFamily, nameParents, act };
}

/** The fixtures, and `flags`: red-flag helpers over `t`. */
export const test = base.extend<{ flags: Flags }>({
  flags: async ({ t }, use) => {
    await use(flagHelpers(t));
  },
});
