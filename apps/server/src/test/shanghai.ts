import { recordChildActivity } from '../activity/childActivity.js';
import type { TestApp } from './testApp.js';

/** Epoch seconds of an ISO time. */
export const at = (iso: string) => Date.parse(iso) / 1000;

/** A family in Shanghai (UTC+8), signed up at 10:00 local time on 22 November 2026 with password `secret12`, with a child Yu. */
export async function shanghaiFamily(t: TestApp) {
  t.clock.advance(at('2026-11-22T02:00:00Z') - t.clock.now());
  const parent = await t.newParent(undefined, 'secret12', 'Asia/Shanghai');
  const childId: number = (await t.call('ParentInviteHandler.create_child', { child_name: 'Yu' }, parent.token)).body.data.user_id;
  return { parent, childId };
}

/**
 * The Shanghai family, signed in, whose child Yu learned "Counting carbs" ten days ago and, an hour ago,
 * "Spotting a hypo" (and counting carbs again).
 */
export async function shanghaiChildWithSkills(t: TestApp) {
  const { parent, childId } = await shanghaiFamily(t);
  const token: string = (await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'secret12' })).body.data.token;
  const now = t.clock.now();
  await recordChildActivity(t.database.db, { childId, at: now - 10 * 86400, skills: [{ key: 'carbs', name: 'Counting carbs' }] });
  await recordChildActivity(t.database.db, {
    childId,
    at: now - 3600,
    skills: [
      { key: 'carbs', name: 'Counting carbs' },
      { key: 'hypo', name: 'Spotting a hypo' },
    ],
  });
  return { parent, childId, token, now };
}
