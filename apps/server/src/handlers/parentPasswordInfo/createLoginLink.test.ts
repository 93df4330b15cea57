import { describe, expect, test } from '../../test/fixture.js';
import { hashToken } from '../../auth/tokens.js';

describe('ParentPasswordInfo.createLoginLink', () => {
  test.override({ appOptions: { config: { publicUrl: 'https://families.example-hospital.org' } } });

  test('issues a one-time link for 15 minutes, storing only its hash', async ({ t, parent }) => {
    const child = (await t.call('ParentInviteHandler.create_child', { child_name: 'Ivy' }, parent.token)).body.data;
    const answer = await t.call('ParentPasswordInfo.createLoginLink', { child_user_id: child.user_id }, parent.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.expires_at).toBe(t.clock.now() + 15 * 60);
    const url = new URL(answer.body.data.url);
    // An address of this app (PUBLIC_URL), whose page forwards to the game's sign-in page.
    expect(`${url.origin}${url.pathname}`).toBe('https://families.example-hospital.org/child-login');
    const token = url.searchParams.get('login_token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await t.database.db.selectFrom('login_links').selectAll().where('child_id', '=', child.user_id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).toBe(hashToken(token));
    expect(stored[0]?.used_at).toBeNull();
  });

  test('is for children only: a parent id answers not found', async ({ t, parent }) => {
    const answer = await t.call('ParentPasswordInfo.createLoginLink', { child_user_id: parent.userId }, parent.token);
    expect(answer.status).toBe(404);
  });
});
