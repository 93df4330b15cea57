import { describe, expect, test } from '../../test/fixture.js';
import { at, shanghaiFamily } from '../../test/shanghai.js';

describe('FamilyStreak.getFamilyStreak', () => {
  test('counts distinct local days on which any parent signed in or restored a session', async ({ t }) => {
    const { parent } = await shanghaiFamily(t);
    expect((await t.call('FamilyStreak.getFamilyStreak', {}, parent.token)).body.data.total_logins).toBe(1);
    await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'secret12' });
    expect((await t.call('FamilyStreak.getFamilyStreak', {}, parent.token)).body.data.total_logins).toBe(1);
    // 16:00 UTC is midnight in Shanghai: a new family day.
    t.clock.advance(at('2026-11-22T16:00:00Z') - t.clock.now());
    const coParent = await t.joinFamilyOf(parent);
    const restored = await t.call('ParentAuthHandler.checkPersistentAuth', {}, undefined, { cookie: coParent.cookie });
    expect((await t.call('FamilyStreak.getFamilyStreak', {}, restored.body.data.token)).body.data.total_logins).toBe(2);
  });
});
