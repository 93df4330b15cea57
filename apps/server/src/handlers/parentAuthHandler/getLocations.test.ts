import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../../cli/operator.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

describe('ParentAuthHandler.getLocations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the seeded locations without a session, in their order', async () => {
    const answer = await t.call('ParentAuthHandler.getLocations', {});
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((l: { name: string }) => l.name)).toContain('Other');
  });

  it('follows the operator edits: new, renamed and retired locations', async () => {
    const operator = await t.newParent();
    await runOperatorCommand(t.database.db, ['grant', operator.email]);
    const added = await t.call('OperatorLocationHandler.save', { name: 'Chengdu', sort_order: 0 }, operator.token);
    expect(added.status).toBe(200);
    let names = (await t.call('ParentAuthHandler.getLocations', {})).body.data.map((l: { name: string }) => l.name);
    expect(names[0]).toBe('Chengdu');

    await t.call('OperatorLocationHandler.save', { id: added.body.data.id, name: 'Chengdu', active: false }, operator.token);
    names = (await t.call('ParentAuthHandler.getLocations', {})).body.data.map((l: { name: string }) => l.name);
    expect(names).not.toContain('Chengdu');
  });
});
