import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.js';

describe('ParentFamilyHandler.get_family_info', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the caller own family with its counts and creation time', async () => {
    const parent = await t.newParent();
    const answer = await t.call('ParentFamilyHandler.get_family_info', {}, parent.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      family_id: parent.familyId,
      p_code: expect.stringMatching(/^F-/),
      members_count: 1,
      children_count: 0,
      created_at: t.clock.now(),
    });
  });

  it('gives each family its own code', async () => {
    const a = await t.newParent();
    const b = await t.newParent();
    const codeOf = async (token: string) => (await t.call('ParentFamilyHandler.get_family_info', {}, token)).body.data.p_code;
    expect(await codeOf(a.token)).not.toBe(await codeOf(b.token));
  });
});
