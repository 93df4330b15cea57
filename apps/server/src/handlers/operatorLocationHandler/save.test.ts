import { describe, expect, test } from '../../test/fixture.js';
import { runOperatorCommand } from '../../cli/operator.js';

describe('OperatorLocationHandler.save', () => {
  test('refuses a parent who is not an operator and changes nothing', async ({ t, parent }) => {
    const answer = await t.call('OperatorLocationHandler.save', { name: 'Nowhere' }, parent.token);
    expect(answer.status).toBe(403);
    const stored = await t.database.db.selectFrom('locations').select('id').where('name', '=', 'Nowhere').execute();
    expect(stored).toEqual([]);
  });

  test('refuses a duplicate name and an unknown id', async ({ t, operator }) => {
    const duplicate = await t.call('OperatorLocationHandler.save', { name: 'Other' }, operator.token);
    expect(duplicate.status).toBe(409);
    const unknown = await t.call('OperatorLocationHandler.save', { id: 9999, name: 'Ghost' }, operator.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 404, msg: 'Not found', reason: 'not_found' });
  });

  test('refuses an empty name with a field message', async ({ t, operator }) => {
    const answer = await t.call('OperatorLocationHandler.save', { name: '  ' }, operator.token);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'name', message: 'Location name is required' }]);
  });

  test('stops working for an operator whose role is revoked', async ({ t, operator }) => {
    expect((await t.call('OperatorLocationHandler.list', {}, operator.token)).status).toBe(200);
    await runOperatorCommand(t.database.db, ['revoke', operator.email]);
    expect((await t.call('OperatorLocationHandler.list', {}, operator.token)).status).toBe(403);
  });
});
