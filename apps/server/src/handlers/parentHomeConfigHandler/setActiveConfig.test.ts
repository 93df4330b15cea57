import { describe, expect, test } from '../../test/fixture.js';
import { firstVersionKey } from '../../homeConfig/firstConfiguration.js';
import { addHomeConfig, campaignParent, seenVersion, storedVersionKey } from '../../test/homeConfigs.js';
import { expectOperatorOnly, notFound } from '../../test/walls.js';

describe('ParentHomeConfigHandler.setActiveConfig', () => {
  test('makes one configuration its campaign’s active one and moves the campaign’s parents to it', async ({ t, operator, parent }) => {
    const v1 = await addHomeConfig(t, operator, { campaign: 'Spring', key: 'v1' });
    const spring = await campaignParent(t, 'Spring');
    expect(spring.versionKey).toBe('v1');
    const v2 = await addHomeConfig(t, operator, { campaign: 'Spring', key: 'v2', active: false });
    expect(await seenVersion(t, spring.token)).toBe('v1');

    const answer = await t.call('ParentHomeConfigHandler.setActiveConfig', { config_id: v2 }, operator.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ config_id: v2, is_active: true });
    const all = (await t.call('ParentHomeConfigHandler.getAllConfigs', {}, operator.token)).body.data;
    const springs = all.filter((c: { campaign: string | null }) => c.campaign === 'Spring');
    expect(springs.map((c: { config_id: number; is_active: boolean }) => [c.config_id, c.is_active])).toEqual([
      [v1, false],
      [v2, true],
    ]);
    expect(await storedVersionKey(t, spring.userId)).toBe('v2');
    expect(await seenVersion(t, spring.token)).toBe('v2');
    // Another campaign's activation leaves parents without a campaign on the default configuration.
    expect(await storedVersionKey(t, parent.userId)).toBe(firstVersionKey);
  });

  test('a default configuration reaches every parent whose campaign has none of its own', async ({ t, operator, parent }) => {
    await addHomeConfig(t, operator, { campaign: 'Spring', key: 'spring' });
    const spring = await campaignParent(t, 'Spring');
    const autumn = await campaignParent(t, 'Autumn');
    await addHomeConfig(t, operator, { key: 'standard' });
    expect(await storedVersionKey(t, parent.userId)).toBe('standard');
    expect(await storedVersionKey(t, autumn.userId)).toBe('standard');
    expect(await storedVersionKey(t, spring.userId)).toBe('spring');
    expect((await campaignParent(t, 'Winter')).versionKey).toBe('standard');
  });

  test('of 50 activations at once across two versions, exactly one stays active', async ({ t, operator }) => {
    const ids = [
      await addHomeConfig(t, operator, { key: 'a', active: false }),
      await addHomeConfig(t, operator, { key: 'b', active: false }),
    ];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.call('ParentHomeConfigHandler.setActiveConfig', { config_id: ids[i % 2]! }, operator.token)),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const active = await t.database.db.selectFrom('home_configs').select('id').where('is_active', '=', 1).execute();
    expect(active).toHaveLength(1);
  });

  test('answers 404 for an unknown configuration, and is for operators only', async ({ t, operator, parent }) => {
    const unknown = await t.call('ParentHomeConfigHandler.setActiveConfig', { config_id: 999_999 }, operator.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(notFound);
    const id = await addHomeConfig(t, operator, { key: 'v1', active: false });
    await expectOperatorOnly(t, (token) => t.call('ParentHomeConfigHandler.setActiveConfig', { config_id: id }, token), parent);
  });
});
