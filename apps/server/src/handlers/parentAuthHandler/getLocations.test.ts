import { describe, expect, test } from '../../test/fixture.js';

describe('ParentAuthHandler.getLocations', () => {
  test('lists the seeded locations without a session, in their order', async ({ t }) => {
    const answer = await t.call('ParentAuthHandler.getLocations', {});
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((l: { name: string }) => l.name)).toContain('Other');
  });

  test('follows the operator edits: new, renamed and retired locations', async ({ t, operator }) => {
    const added = await t.call('OperatorLocationHandler.save', { name: 'Chengdu', sort_order: 0 }, operator.token);
    expect(added.status).toBe(200);
    let names = (await t.call('ParentAuthHandler.getLocations', {})).body.data.map((l: { name: string }) => l.name);
    expect(names[0]).toBe('Chengdu');

    await t.call('OperatorLocationHandler.save', { id: added.body.data.id, name: 'Chengdu', active: false }, operator.token);
    names = (await t.call('ParentAuthHandler.getLocations', {})).body.data.map((l: { name: string }) => l.name);
    expect(names).not.toContain('Chengdu');
  });
});
