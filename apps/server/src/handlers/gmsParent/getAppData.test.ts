import { saveCommunityUrl } from '../../content/appData.js';
import { describe, expect, test } from '../../test/fixture.js';
import { signedOut } from '../../test/walls.js';

describe('GmsParent.getAppData', () => {
  test('answers the community address (none until an operator sets one) and the content rewards', async ({ t, parent }) => {
    const before = await t.call('GmsParent.getAppData', {}, parent.token);
    expect(before.body.data.global).toEqual({
      parent_community_url: null,
      community_entry_coins: 5,
      lesson_plan_coins: 10,
      product_explore_coins: 5,
      emergency_number: '112',
      care_team_phone: null,
    });
    await saveCommunityUrl(t.database.db, 'https://community.example.org/t1d-parents');
    const after = await t.call('GmsParent.getAppData', {}, parent.token);
    expect(after.body.data.global.parent_community_url).toBe('https://community.example.org/t1d-parents');
  });

  describe('where the deployment names its numbers', () => {
    test.override({ appOptions: { config: { emergencyNumber: '120', careTeamPhone: '+86 10 1234 5678' } } });

    test('answers them as configured', async ({ t, parent }) => {
      const global = (await t.call('GmsParent.getAppData', {}, parent.token)).body.data.global;
      expect(global).toMatchObject({ emergency_number: '120', care_team_phone: '+86 10 1234 5678' });
    });
  });

  test('needs a session', async ({ t }) => {
    const answer = await t.call('GmsParent.getAppData', {});
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(signedOut);
  });
});
