import { describe, expect, test } from '../../test/fixture.js';
import { firstVersionKey } from '../../homeConfig/firstConfiguration.js';
import { addHomeConfig } from '../../test/homeConfigs.js';
import { expectOperatorOnly } from '../../test/walls.js';

describe('ParentHomeConfigHandler.getAllConfigs', () => {
  test('lists every configuration, the default first, then by campaign and version key', async ({ t, operator }) => {
    // A new deployment has the one it started with (homeConfig/firstConfiguration.ts).
    const first = (await t.call('ParentHomeConfigHandler.getAllConfigs', {}, operator.token)).body;
    expect(first.data.map((c: { campaign: string | null; webapp_version_key: string }) => [c.campaign, c.webapp_version_key])).toEqual([
      [null, firstVersionKey],
    ]);
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
      [null, firstVersionKey, false],
      [null, 'standard', true],
      ['Autumn', 'v1', true],
      ['Spring', 'v2', false],
    ]);
    expect(list[1].sections_config).toHaveLength(19);
  });

  test('is for operators only', async ({ t, parent }) => {
    await expectOperatorOnly(t, (token) => t.call('ParentHomeConfigHandler.getAllConfigs', {}, token), parent);
  });
});
