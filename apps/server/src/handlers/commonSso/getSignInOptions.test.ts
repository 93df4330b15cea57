import { describe, expect, test } from '../../test/fixture.js';
import { googleTest } from '../../test/google.js';

describe('CommonSso.getSignInOptions', () => {
  test('without an issuer configured the Google button stays hidden', async ({ t }) => {
    const answer = await t.call('CommonSso.getSignInOptions', {});
    expect(answer.body.data).toEqual({ google: false, game_url: t.config.gameLoginUrl ?? '' });
  });

  googleTest('with an issuer configured it shows, to anyone', async ({ t }) => {
    const answer = await t.call('CommonSso.getSignInOptions', {});
    expect([answer.status, answer.body.data]).toEqual([200, { google: true, game_url: t.config.gameLoginUrl ?? '' }]);
  });
});
