import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens.js';
import { createTestApp, type Parent, type TestApp } from '../../test/testApp.js';

describe('ParentPasswordInfo.createLoginLink', () => {
  let t: TestApp;
  let parent: Parent;
  beforeAll(async () => {
    t = await createTestApp({ config: { gameLoginUrl: 'https://play.example.org/login' } });
    parent = await t.newParent();
  });
  afterAll(() => t.close());

  it('issues a one-time link for 15 minutes, storing only its hash', async () => {
    const child = (await t.call('ParentInviteHandler.create_child', { child_name: 'Ivy' }, parent.token)).body.data;
    const answer = await t.call('ParentPasswordInfo.createLoginLink', { child_user_id: child.user_id }, parent.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.expires_at).toBe(t.clock.now() + 15 * 60);
    const url = new URL(answer.body.data.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://play.example.org/login');
    const token = url.searchParams.get('login_token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await t.database.db.selectFrom('login_links').selectAll().where('child_id', '=', child.user_id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).toBe(hashToken(token));
    expect(stored[0]?.used_at).toBeNull();
  });

  it('is for children only: a parent id answers not found', async () => {
    const answer = await t.call('ParentPasswordInfo.createLoginLink', { child_user_id: parent.userId }, parent.token);
    expect(answer.status).toBe(404);
  });
});
