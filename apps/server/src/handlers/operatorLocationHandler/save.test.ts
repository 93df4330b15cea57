import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../../cli/operator.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

describe('OperatorLocationHandler.save', () => {
  let t: TestApp;
  let operatorToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    const operator = await t.newParent();
    await runOperatorCommand(t.database.db, ['grant', operator.email]);
    operatorToken = operator.token;
  });
  afterAll(() => t.close());

  it('refuses a parent who is not an operator and changes nothing', async () => {
    const parent = await t.newParent();
    const answer = await t.call('OperatorLocationHandler.save', { name: 'Nowhere' }, parent.token);
    expect(answer.status).toBe(403);
    const stored = await t.database.db.selectFrom('locations').select('id').where('name', '=', 'Nowhere').execute();
    expect(stored).toEqual([]);
  });

  it('refuses a duplicate name and an unknown id', async () => {
    const duplicate = await t.call('OperatorLocationHandler.save', { name: 'Other' }, operatorToken);
    expect(duplicate.status).toBe(409);
    const unknown = await t.call('OperatorLocationHandler.save', { id: 9999, name: 'Ghost' }, operatorToken);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 404, msg: 'Not found', reason: 'not_found' });
  });

  it('refuses an empty name with a field message', async () => {
    const answer = await t.call('OperatorLocationHandler.save', { name: '  ' }, operatorToken);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'name', message: 'Location name is required' }]);
  });

  it('stops working for an operator whose role is revoked', async () => {
    const operator = await t.newParent();
    await runOperatorCommand(t.database.db, ['grant', operator.email]);
    expect((await t.call('OperatorLocationHandler.list', {}, operator.token)).status).toBe(200);
    await runOperatorCommand(t.database.db, ['revoke', operator.email]);
    expect((await t.call('OperatorLocationHandler.list', {}, operator.token)).status).toBe(403);
  });
});
