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
