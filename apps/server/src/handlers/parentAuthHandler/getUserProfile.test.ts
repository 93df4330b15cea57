import { describe, expect, test } from '../../test/fixture.js';
import { uniqueEmail } from '../../test/testApp.js';

describe('ParentAuthHandler.getUserProfile', () => {
  test('answers the caller own stored data and nothing secret', async ({ t }) => {
    const email = uniqueEmail();
    const signup = await t.call('ParentAuthHandler.signup', {
      email,
      password: 'secret12',
      campaign: 'Spring',
      hospital: 'Riverside',
    });
    const answer = await t.call('ParentAuthHandler.getUserProfile', {}, signup.body.data.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      user_id: signup.body.data.user_id,
      email,
      campaign: 'Spring',
      campaign_name: 'Spring',
      hospital_name: 'Riverside',
      role: 'parent',
      is_operator: false,
      location: null,
    });
    expect(answer.raw).not.toMatch(/argon2|password_hash|token_hash/);
  });
});
