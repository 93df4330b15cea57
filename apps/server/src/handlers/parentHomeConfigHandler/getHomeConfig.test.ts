import { firstVersionKey } from '../../homeConfig/firstConfiguration.js';
import { describe, expect, test } from '../../test/fixture.js';
import { addHomeConfig, campaignParent, seenVersion } from '../../test/homeConfigs.js';
import { signedOut } from '../../test/walls.js';

describe('ParentHomeConfigHandler.getHomeConfig', () => {
  test('answers a new deployment’s own configuration, with family goals; null once none exists, so the app uses its own defaults', async ({
    t,
    operator,
    parent,
  }) => {
    const first = await t.call('ParentHomeConfigHandler.getHomeConfig', {}, parent.token);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ campaign: null, webapp_version_key: firstVersionKey, is_active: true });
    expect(first.body.data.sections_config).toContainEqual({ id: 'family_goals', enabled: true, order: 12 });

    const deleted = await t.call('ParentHomeConfigHandler.deleteConfig', { config_id: first.body.data.config_id }, operator.token);
    expect(deleted.status).toBe(200);
    const answer = await t.call('ParentHomeConfigHandler.getHomeConfig', {}, parent.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, code: 200, data: null });
  });

  test('gives a campaign’s parents its active configuration, and everyone else the default', async ({ t, operator, parent }) => {
    await addHomeConfig(t, operator, { key: 'standard' });
    await addHomeConfig(t, operator, { campaign: 'Spring 2026', key: 'spring', disabled: ['gift_card'], first: ['red_flags'] });
    const spring = await campaignParent(t, 'spring 2026');
    const autumn = await campaignParent(t, 'Autumn');

    const answer = await t.call('ParentHomeConfigHandler.getHomeConfig', {}, spring.token);
    expect(answer.body.data).toMatchObject({ campaign: 'Spring 2026', webapp_version_key: 'spring', is_active: true });
    expect(answer.body.data.sections_config[0]).toEqual({ id: 'red_flags', enabled: true, order: 1 });
    expect(answer.body.data.sections_config.find((s: { id: string }) => s.id === 'gift_card').enabled).toBe(false);
    expect(await seenVersion(t, autumn.token)).toBe('standard');
    expect(await seenVersion(t, parent.token)).toBe('standard');
  });

  test('follows the fallback chain: version key, campaign’s active, default’s version key, active default', async ({ t, operator }) => {
    await addHomeConfig(t, operator, { campaign: 'Spring', key: 'v1', active: false });
    await addHomeConfig(t, operator, { campaign: 'Spring', key: 'v2' });
    await addHomeConfig(t, operator, { key: 'v1', active: false });
    await addHomeConfig(t, operator, { key: 'v3' });
    const spring = await campaignParent(t, 'Spring');
    const ask = async (input: Record<string, unknown>) =>
      (await t.call('ParentHomeConfigHandler.getHomeConfig', input, spring.token)).body.data.webapp_version_key;

    expect(await ask({ webapp_version_key: 'v1' })).toBe('v1');
    expect(await ask({})).toBe('v2');
    expect(await ask({ webapp_version_key: 'v9' })).toBe('v2');
    expect(await ask({ campaign: 'Autumn', webapp_version_key: 'v1' })).toBe('v1');
    expect(
      (await t.call('ParentHomeConfigHandler.getHomeConfig', { campaign: 'Autumn', webapp_version_key: 'v1' }, spring.token)).body.data
        .campaign,
    ).toBeNull();
    expect(await ask({ campaign: 'Autumn' })).toBe('v3');
    expect(await ask({ campaign: null, webapp_version_key: null })).toBe('v3');
  });

  test('answers the configuration’s reworded texts, a Chinese given as cn answered as zh', async ({ t, operator, parent }) => {
    await addHomeConfig(t, operator, {
      key: 'worded',
      version_text: [
        { text_key: 'coins_earned.title', en: 'Family coins', cn: '家庭金币' },
        { text_key: 'loading', en: 'Getting your clinic’s dashboard ready...', zh: '' },
        { text_key: 'red_flags.info', en: '', zh: '' },
      ],
    });
    const answer = await t.call('ParentHomeConfigHandler.getHomeConfig', {}, parent.token);
    expect(answer.body.data.version_text).toEqual([
      { text_key: 'coins_earned.title', en: 'Family coins', zh: '家庭金币' },
      { text_key: 'loading', en: 'Getting your clinic’s dashboard ready...', zh: '' },
    ]);
  });

  test('needs a session, and refuses a campaign with control characters', async ({ t, parent }) => {
    const anonymous = await t.call('ParentHomeConfigHandler.getHomeConfig', {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(signedOut);
    const expired = await t.call('ParentHomeConfigHandler.getHomeConfig', {}, 'not-a-token');
    expect(expired.status).toBe(401);
    const bad = await t.call('ParentHomeConfigHandler.getHomeConfig', { campaign: 'Spring\u0000' }, parent.token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'campaign', message: 'Remove the control or text-direction characters from this text' }]);
  });
});
