import { describe, expect, test } from '../../test/fixture.js';
import { addHomeConfig } from '../../test/homeConfigs.js';
import { expectOperatorOnly } from '../../test/walls.js';

describe('ParentHomeConfigHandler.getAllConfigs', () => {
  test('lists every configuration, the default first, then by campaign and version key', async ({ t, operator }) => {
    expect((await t.call('ParentHomeConfigHandler.getAllConfigs', {}, operator.token)).body).toEqual({
      success: true,
      code: 200,
      data: [],
    });
    await addHomeConfig(t, operator, { campaign: 'Spring', key: 'v2', active: false });
    await addHomeConfig(t, operator, { campaign: 'Autumn', key: 'v1' });
    await addHomeConfig(t, operator, { key: 'standard' });
    const list = (await t.call('ParentHomeConfigHandler.getAllConfigs', {}, operator.token)).body.data;
    expect(
      list.map((c: { campaign: string | null; webapp_version_key: string; is_active: boolean }) => [
        c.campaign,
        c.webapp_version_key,
        c.is_active,
      ]),
    ).toEqual([
      [null, 'standard', true],
      ['Autumn', 'v1', true],
      ['Spring', 'v2', false],
    ]);
    expect(list[0].sections_config).toHaveLength(19);
  });

  test('is for operators only', async ({ t, parent }) => {
    await expectOperatorOnly(t, (token) => t.call('ParentHomeConfigHandler.getAllConfigs', {}, token), parent);
  });
});
