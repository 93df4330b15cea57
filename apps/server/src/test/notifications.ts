import { notifyParents } from '../notifications/notify.js';
import { test as base } from './fixture.js';
import { uniqueEmail, type Parent, type TestApp } from './testApp.js';

/** The fixtures, and parent A (the fixture parent) and parent B (Ben), who joined A's family through an invitation; A was told. */
export const test = base.extend<{ a: Parent; b: Parent }>({
  a: async ({ parent }, use) => {
    await use(parent);
  },
  b: async ({ t, a }, use) => {
    await use(await t.joinFamilyOf(a, uniqueEmail('ben')));
  },
});

/** Tells B that `count` children joined, one second apart. */
export async function childJoined(t: TestApp, a: Parent, b: Parent, count: number) {
  for (let i = 0; i < count; i += 1) {
    t.clock.advance(1);
    await notifyParents(t.database.db, {
      familyId: a.familyId,
      to: [b.userId],
      type: 'family',
      textKey: 'child_joined',
      params: { name: `Kid ${i}` },
      now: t.clock.now(),
    });
  }
}

/** One page of the parent's notifications (the `data` of ParentNotification.list). */
export const listOf = async (t: TestApp, parent: Parent, input: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  (await t.call('ParentNotification.list', input as never, parent.token, headers)).body.data;

/** Tells every parent of `parent`'s family, at `at`, that a child named `name` joined: the same news twice is a duplicate. */
export function tellChildJoined(t: TestApp, parent: Parent, name: string, at: number) {
  return notifyParents(t.database.db, { familyId: parent.familyId, type: 'family', textKey: 'child_joined', params: { name }, now: at });
}
