import { describe, expect, test } from '../../test/fixture.js';
import { addHomeConfig, campaignParent, seenVersion, storedVersionKey } from '../../test/homeConfigs.js';
import { expectOperatorOnly, notFound } from '../../test/walls.js';

describe('ParentHomeConfigHandler.deleteConfig', () => {
  test('deletes a configuration; its parents fall back to the default, then to the app’s own defaults', async ({ t, operator }) => {
    const spring = await addHomeConfig(t, operator, { campaign: 'Spring', key: 'spring' });
    const standard = await addHomeConfig(t, operator, { key: 'standard' });
    const parent = await campaignParent(t, 'Spring');
    expect(await seenVersion(t, parent.token)).toBe('spring');

    const answer = await t.call('ParentHomeConfigHandler.deleteConfig', { config_id: spring }, operator.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, code: 200, data: { config_id: spring, deleted: true } });
    expect(await seenVersion(t, parent.token)).toBe('standard');
    expect(await storedVersionKey(t, parent.userId)).toBe('standard');

    // The deployment's first configuration is still stored, but inactive since 'standard' was activated.
    await t.call('ParentHomeConfigHandler.deleteConfig', { config_id: standard }, operator.token);
    expect(await seenVersion(t, parent.token)).toBeNull();
    expect(await storedVersionKey(t, parent.userId)).toBeNull();
  });

  test('answers 404 for an unknown or already deleted configuration', async ({ t, operator }) => {
    const id = await addHomeConfig(t, operator, { key: 'v1' });
    expect((await t.call('ParentHomeConfigHandler.deleteConfig', { config_id: id }, operator.token)).status).toBe(200);
    const again = await t.call('ParentHomeConfigHandler.deleteConfig', { config_id: id }, operator.token);
    expect(again.status).toBe(404);
    expect(again.body).toEqual(notFound);
    expect((await t.call('ParentHomeConfigHandler.deleteConfig', { config_id: 'x' as never }, operator.token)).status).toBe(400);
  });

  test('is for operators only', async ({ t, operator, parent }) => {
    const id = await addHomeConfig(t, operator, { key: 'v1' });
    await expectOperatorOnly(t, (token) => t.call('ParentHomeConfigHandler.deleteConfig', { config_id: id }, token), parent);
  });
});
