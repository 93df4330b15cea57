import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.js';

describe('ParentFamilyHandler.get_members', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists only the caller own family', async () => {
    const a = await t.newParent();
    const b = await t.newParent();
    const answer = await t.call('ParentFamilyHandler.get_members', {}, a.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.members).toEqual([
      {
        user_id: a.userId,
        login_name: null,
        real_name: null,
        name: a.email.split('@')[0],
        role: 'parent',
        is_child: false,
        avatar: null,
      },
    ]);
    const other = await t.call('ParentFamilyHandler.get_members', {}, b.token);
    expect(other.body.data.members.map((m: { user_id: number }) => m.user_id)).toEqual([b.userId]);
  });

  it('filters by role', async () => {
    const a = await t.newParent();
    const children = await t.call('ParentFamilyHandler.get_members', { filter_role: 'child' }, a.token);
    expect(children.body.data.members).toEqual([]);
    const bad = await t.call('ParentFamilyHandler.get_members', { filter_role: 'admin' as 'child' }, a.token);
    expect(bad.status).toBe(400);
  });
});
