import { describe, expect, test } from '../../test/fixture.js';
import { openRedirectPayloads, redirectAllowList } from '../../test/openRedirects.js';

const notAllowed = {
  code: 400,
  msg: 'This game link cannot be used: the address it returns to is not allowed. Please open the app from the game again.',
  reason: 'callback_not_allowed',
};

describe('CommonSso.checkGameCallback', () => {
  test.override({ appOptions: { config: { allowedOrigins: redirectAllowList } } });

  test('names the origin of a callback on the allow-list', async ({ t }) => {
    const answer = await t.call('CommonSso.checkGameCallback', { callback_url: 'https://GAME.example.org:443/sso/back?x=1' });
    expect(answer.body.data).toEqual({ origin: 'https://game.example.org' });
  });

  test(`refuses every one of ${openRedirectPayloads.length} addresses off the allow-list`, async ({ t }) => {
    const accepted: string[] = [];
    for (const callback_url of openRedirectPayloads) {
      const answer = await t.call('CommonSso.checkGameCallback', { callback_url });
      if (answer.status !== 400 || answer.body.data !== undefined) accepted.push(callback_url);
    }
    expect(accepted).toEqual([]);
  });

  test('answers why in words a parent can act on', async ({ t }) => {
    expect((await t.call('CommonSso.checkGameCallback', { callback_url: 'https://evil.example/cb' })).body).toEqual(notAllowed);
  });

  test('answers 400 to input that is not an address', async ({ t }) => {
    for (const callback_url of ['', ' ', 'x'.repeat(2049)]) {
      expect((await t.call('CommonSso.checkGameCallback', { callback_url })).status).toBe(400);
    }
    expect((await t.call('CommonSso.checkGameCallback', {} as never)).status).toBe(400);
  });
});

describe('CommonSso.checkGameCallback with no allow-list configured', () => {
  test('refuses every callback', async ({ t }) => {
    expect((await t.call('CommonSso.checkGameCallback', { callback_url: 'https://game.example.org/cb' })).body).toEqual(notAllowed);
  });
});
