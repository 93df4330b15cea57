import { describe, expect, test } from '../../test/fixture.js';
import { expectOperatorOnly } from '../../test/walls.js';

const seeded = ['Beijing', 'Shanghai', 'Guangzhou', 'Shenzhen', 'Hong Kong', 'Singapore', 'United States', 'United Kingdom', 'Other'];

describe('OperatorLocationHandler.list', () => {
  test('lists the seeded locations in their order, all active', async ({ t, operator }) => {
    const answer = await t.call('OperatorLocationHandler.list', {}, operator.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((l: { name: string; sort_order: number; active: boolean }) => [l.name, l.sort_order, l.active])).toEqual(
      seeded.map((name, index) => [name, index + 1, true]),
    );
    expect(answer.body.data[0]).toEqual({ id: expect.any(Number), name: 'Beijing', sort_order: 1, active: true });
  });

  test('shows retired locations too, which sign-up no longer offers, and follows the sort order', async ({ t, operator }) => {
    const added = (await t.call('OperatorLocationHandler.save', { name: 'Chengdu', sort_order: 0 }, operator.token)).body.data;
    const other = (await t.call('OperatorLocationHandler.list', {}, operator.token)).body.data.find(
      (l: { name: string }) => l.name === 'Other',
    );
    await t.call('OperatorLocationHandler.save', { id: other.id, name: 'Other', active: false }, operator.token);
    const list = (await t.call('OperatorLocationHandler.list', {}, operator.token)).body.data;
    expect(list[0]).toEqual({ id: added.id, name: 'Chengdu', sort_order: 0, active: true });
    expect(list.at(-1)).toEqual({ id: other.id, name: 'Other', sort_order: 9, active: false });
    const offered = (await t.call('ParentAuthHandler.getLocations', {})).body.data.map((l: { name: string }) => l.name);
    expect(offered).not.toContain('Other');
    expect(offered[0]).toBe('Chengdu');
  });

  test('answers 403 to a parent who is not an operator and 401 without a session', async ({ t, parent }) => {
    await expectOperatorOnly(t, (token) => t.call('OperatorLocationHandler.list', {}, token), parent);
  });
});
