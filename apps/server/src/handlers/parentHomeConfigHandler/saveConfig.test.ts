import { describe, expect, test } from '../../test/fixture.js';
import { addHomeConfig, campaignParent, sectionsConfig, seenVersion } from '../../test/homeConfigs.js';
import { expectInvalid, expectOperatorOnly, notFound } from '../../test/walls.js';

const save = { webapp_version_key: 'v1', sections_config: sectionsConfig() };

describe('ParentHomeConfigHandler.saveConfig', () => {
  test('adds an inactive configuration, sections in their order, the campaign as typed', async ({ t, operator }) => {
    const answer = await t.call(
      'ParentHomeConfigHandler.saveConfig',
      { ...save, campaign: ' Spring 2026 ', sections_config: sectionsConfig({ first: ['token_ownership'] }).reverse() },
      operator.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    expect(answer.body.data).toMatchObject({ campaign: 'Spring 2026', webapp_version_key: 'v1', is_active: false, version_text: [] });
    expect(answer.body.data.sections_config.map((s: { id: string }) => s.id).slice(0, 2)).toEqual(['token_ownership', 'top_section']);
  });

  test('rewriting the active configuration changes its parents’ dashboards at once', async ({ t, operator }) => {
    const id = await addHomeConfig(t, operator, { campaign: 'Spring', key: 'v1' });
    const spring = await campaignParent(t, 'Spring');
    const rewrite = {
      config_id: id,
      campaign: 'Spring',
      webapp_version_key: 'v1',
      sections_config: sectionsConfig({ disabled: ['install_app'] }),
    };
    expect((await t.call('ParentHomeConfigHandler.saveConfig', rewrite, operator.token)).status).toBe(200);
    const seen = (await t.call('ParentHomeConfigHandler.getHomeConfig', {}, spring.token)).body.data;
    expect(seen.is_active).toBe(true);
    expect(seen.sections_config.find((s: { id: string }) => s.id === 'install_app').enabled).toBe(false);
  });

  test('renaming the active version key moves its parents along', async ({ t, operator }) => {
    const id = await addHomeConfig(t, operator, { campaign: 'Spring', key: 'v1' });
    const spring = await campaignParent(t, 'Spring');
    expect(spring.versionKey).toBe('v1');
    await t.call(
      'ParentHomeConfigHandler.saveConfig',
      { ...save, config_id: id, campaign: 'Spring', webapp_version_key: 'v2' },
      operator.token,
    );
    expect(await seenVersion(t, spring.token)).toBe('v2');
    const profile = await t.call('ParentAuthHandler.getUserProfile', {}, spring.token);
    expect(profile.body.data.webapp_version_key).toBe('v2');
  });

  test('refuses a second configuration with the same campaign and version key, and an unknown id', async ({ t, operator }) => {
    await addHomeConfig(t, operator, { campaign: 'Spring', key: 'v1', active: false });
    const taken = await t.call('ParentHomeConfigHandler.saveConfig', { ...save, campaign: 'SPRING' }, operator.token);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      code: 409,
      msg: 'A configuration for this campaign and version already exists',
      reason: 'home_config_taken',
    });
    const unknown = await t.call('ParentHomeConfigHandler.saveConfig', { ...save, config_id: 999_999 }, operator.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(notFound);
  });

  test('refuses unknown sections, sections or orders twice, unknown text keys, with nothing saved', async ({ t, operator }) => {
    const sections = sectionsConfig();
    const send = (input: Record<string, unknown>) => () =>
      t.call('ParentHomeConfigHandler.saveConfig', { ...save, ...input }, operator.token);
    const unknownSection = await expectInvalid(
      t,
      send({ sections_config: [{ id: 'lottery', enabled: true, order: 1 }] }),
      'sections_config.0.id',
    );
    expect(unknownSection.body.msg).toBe('Unknown section');
    const twice = await expectInvalid(t, send({ sections_config: [...sections, { ...sections[0], order: 40 }] }), 'sections_config');
    expect(twice.body.msg).toBe('Too big: expected array to have <=19 items');
    const sameId = await expectInvalid(t, send({ sections_config: [sections[0], { ...sections[0], order: 2 }] }), 'sections_config.1.id');
    expect(sameId.body.msg).toBe('Each section may be listed only once');
    const sameOrder = await expectInvalid(
      t,
      send({ sections_config: [sections[0], { ...sections[1], order: 1 }] }),
      'sections_config.1.order',
    );
    expect(sameOrder.body.msg).toBe('Each section needs its own order');
    const text = await expectInvalid(t, send({ version_text: [{ text_key: 'footer', en: 'x', zh: 'x' }] }), 'version_text.0.text_key');
    expect(text.body.msg).toBe('Unknown text key');
    const textTwice = [
      { text_key: 'loading', en: 'a' },
      { text_key: 'loading', en: 'b' },
    ];
    expect((await expectInvalid(t, send({ version_text: textTwice }), 'version_text.1.text_key')).body.msg).toBe(
      'Each text may be reworded only once',
    );
    await expectInvalid(t, send({ sections_config: [] }), 'sections_config');
    await expectInvalid(t, send({ webapp_version_key: 'v 1/../' }), 'webapp_version_key');
    await expectInvalid(t, send({ version_text: [{ text_key: 'loading', en: 'Loading\u202E', zh: '' }] }), 'version_text.0.en');
    await expectInvalid(t, send({ version_text: [{ text_key: 'loading', en: 'x'.repeat(501), zh: '' }] }), 'version_text.0.en');
    await expectInvalid(t, send({ sections_config: 'all' }), 'sections_config');
  });

  test('is for operators only', async ({ t, parent }) => {
    await expectOperatorOnly(t, (token) => t.call('ParentHomeConfigHandler.saveConfig', save, token), parent);
  });
});
