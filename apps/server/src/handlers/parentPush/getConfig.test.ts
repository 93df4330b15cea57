import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { describe, expect } from '../../test/fixture.js';
import { expectSessionRequired, subscribe, test } from '../../test/push.js';
import { expectInvalid } from '../../test/walls.js';

const vapidRows = (t: { database: { db: any } }) =>
  t.database.db.selectFrom('settings').select(['key', 'value']).where('key', 'like', 'vapid_%').orderBy('key').execute();

describe('ParentPush.getConfig', () => {
  test('answers the key devices subscribe with, made once and kept, and never the private key', async ({ t, parent, operator }) => {
    const answer = await t.call('ParentPush.getConfig', {}, parent.token);
    expect(answer.body).toEqual({
      code: 200,
      msg: 'success',
      data: { public_key: expect.stringMatching(/^[\w-]{87}$/), enabled: true, subscribed: false },
    });
    const [privateRow, publicRow] = await vapidRows(t);
    expect(publicRow).toEqual({ key: 'vapid_public_key', value: answer.body.data.public_key });
    expect(privateRow.key).toBe('vapid_private_key');
    expect(answer.raw).not.toContain(privateRow.value);
    const settings = await t.call('OperatorEconomyHandler.getSettings', {}, operator.token);
    expect(settings.status).toBe(200);
    expect(settings.raw).not.toContain(privateRow.value);

    // Another server on the same database (or this one restarted) uses the same pair.
    const other = await buildApp({ config: t.config, db: t.database.db, clock: t.clock, logger: false });
    try {
      const again = await other.inject({
        method: 'POST',
        url: '/api/gateway',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${parent.token}` },
        payload: JSON.stringify({ cmd: 'ParentPush.getConfig' }),
      });
      expect(again.json().data.public_key).toBe(answer.body.data.public_key);
    } finally {
      await other.close();
    }
    expect(await vapidRows(t)).toEqual([privateRow, publicRow]);
  });

  // Another parent's device answers exactly like an unknown one.
  test("says whether the endpoint is one of the caller's devices", async ({ t, parent, stranger, pushService }) => {
    const phone = pushService.device('phone');
    await subscribe(t, parent, phone);
    const ask = (token: string, endpoint: string) => t.call('ParentPush.getConfig', { endpoint }, token);
    expect((await ask(parent.token, phone.endpoint)).body.data.subscribed).toBe(true);
    const foreign = await ask(stranger.token, phone.endpoint);
    const unknown = await ask(stranger.token, pushService.device('nobody').endpoint);
    expect(foreign.body.data.subscribed).toBe(false);
    expect(foreign.raw).toBe(unknown.raw);
  });

  test('refuses an endpoint that is not an address', async ({ t, parent }) => {
    await expectInvalid(t, () => t.call('ParentPush.getConfig', { endpoint: 'javascript:alert(1)' }, parent.token), 'endpoint');
    await expectInvalid(t, () => t.call('ParentPush.getConfig', { endpoint: 'https://a.example/\u0007' }, parent.token), 'endpoint');
  });

  test('needs a live session', async ({ t }) => {
    await expectSessionRequired(t, (token) => t.call('ParentPush.getConfig', {}, token));
  });
});

describe('ParentPush.getConfig with configured keys', () => {
  const keys = {
    VAPID_PUBLIC_KEY: 'BJqZV6cfNGOBiKlCsPd4PS7J_eujfgLFSQz6o0NhIwvUn0Jq_GKFhqGV2tAB6uiRbeUq-14oLN6TTI1Rk8uMb4Q',
    VAPID_PRIVATE_KEY: 'QYHXRqDcFBVL5NjP9fj0Hi2YfpXjxHuONIvHc6VzHaA',
  };
  test.override({ appOptions: { config: { push: loadConfig(keys).push } } });

  test('answers the configured key and stores none', async ({ t, parent }) => {
    expect((await t.call('ParentPush.getConfig', {}, parent.token)).body.data.public_key).toBe(keys.VAPID_PUBLIC_KEY);
    expect(await vapidRows(t)).toEqual([]);
  });
});

describe('ParentPush.getConfig on a server with pushes off', () => {
  test.override({ appOptions: { config: { push: loadConfig({ PUSH_ENABLED: 'false' }).push } } });

  test('says so', async ({ t, parent }) => {
    expect((await t.call('ParentPush.getConfig', {}, parent.token)).body.data.enabled).toBe(false);
  });
});
