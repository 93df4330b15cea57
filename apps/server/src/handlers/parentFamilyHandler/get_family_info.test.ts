import { describe, expect, test } from '../../test/fixture.js';

describe('ParentFamilyHandler.get_family_info', () => {
  test('answers the caller own family with its counts and creation time', async ({ t, parent }) => {
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

  test('gives each family its own code', async ({ t }) => {
    const a = await t.newParent();
    const b = await t.newParent();
    const codeOf = async (token: string) => (await t.call('ParentFamilyHandler.get_family_info', {}, token)).body.data.p_code;
    expect(await codeOf(a.token)).not.toBe(await codeOf(b.token));
  });
});
