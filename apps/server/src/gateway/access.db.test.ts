import { commands, type CommandName } from '@t1d/contract';
import { describe, expect, test } from '../test/fixture.js';

/*
 * Generated from the contract's access levels: a command added later is covered without a line
 * here. The session and the role are checked before the input, so an empty payload is enough.
 */
const names = Object.keys(commands) as CommandName[];
const operatorCommands = names.filter((name) => commands[name].access === 'operator');
const sessionCommands = names.filter((name) => commands[name].access !== 'public');

describe('who may call what', () => {
  test('every operator command refuses a parent with 403 and changes nothing', async ({ t, parent }) => {
    expect(operatorCommands.length).toBeGreaterThan(20);
    for (const cmd of operatorCommands) {
      const answer = await t.post({ cmd }, { authorization: `Bearer ${parent.token}` });
      expect({ cmd, status: answer.status, reason: answer.body.reason }).toEqual({ cmd, status: 403, reason: 'operator_required' });
    }
    const audit = await t.database.db.selectFrom('operator_audit').select('id').execute();
    expect(audit).toEqual([]);
  });

  test('every command that needs a session answers 401 without one, or with a revoked one', async ({ t, parent }) => {
    await t.call('ParentAuthHandler.signout', {}, parent.token);
    for (const cmd of sessionCommands) {
      for (const headers of [{}, { authorization: `Bearer ${parent.token}` }] as Record<string, string>[]) {
        const answer = await t.post({ cmd }, headers);
        expect({ cmd, status: answer.status, reason: answer.body.reason }).toEqual({ cmd, status: 401, reason: 'token_expired' });
      }
    }
  });
});
