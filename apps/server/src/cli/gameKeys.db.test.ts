import { hashToken } from '../auth/tokens.js';
import { describe, expect, test } from '../test/fixture.js';
import { at } from '../test/shanghai.js';
import { runOperatorCommand } from './operator.js';

const keyIn = (output: string) => /^(gk_[A-Za-z0-9_-]{43})$/m.exec(output)?.[1] ?? '';

describe('npm run operator -- game-key', () => {
  test('create shows a new key once and stores only its hash', async ({ t }) => {
    const output = await runOperatorCommand(t.database.db, ['game-key', 'create', 'game-production'], t.clock.now());
    const key = keyIn(output);
    expect(key).not.toBe('');
    expect(output).toContain('cannot be shown again');
    const rows = await t.database.db.selectFrom('game_api_keys').selectAll().execute();
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        name: 'game-production',
        key_hash: hashToken(key),
        created_at: t.clock.now(),
        last_used_at: null,
        revoked_at: null,
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain(key);
    const second = keyIn(await runOperatorCommand(t.database.db, ['game-key', 'create', 'game-staging'], t.clock.now()));
    expect(second).not.toBe(key);
  });

  test('list names the keys with their times, never a key', async ({ t }) => {
    expect(await runOperatorCommand(t.database.db, ['game-key', 'list'])).toBe('No game API keys yet.');
    const key = keyIn(await runOperatorCommand(t.database.db, ['game-key', 'create', 'game-production'], at('2026-11-22T10:00:00Z')));
    const listed = await runOperatorCommand(t.database.db, ['game-key', 'list']);
    expect(listed).toBe('game-production  created 2026-11-22T10:00:00Z  last used -');
    expect(listed).not.toContain(key);
  });

  test('revoke ends a key once, and says so when there is no live key of that name', async ({ t }) => {
    await runOperatorCommand(t.database.db, ['game-key', 'create', 'game-production'], t.clock.now());
    expect(await runOperatorCommand(t.database.db, ['game-key', 'revoke', 'game-production'], at('2026-11-23T08:30:00Z'))).toContain(
      'is revoked',
    );
    expect(await runOperatorCommand(t.database.db, ['game-key', 'list'])).toContain('revoked 2026-11-23T08:30:00Z');
    await expect(runOperatorCommand(t.database.db, ['game-key', 'revoke', 'game-production'])).rejects.toThrow(
      'No live game API key named game-production.',
    );
    await expect(runOperatorCommand(t.database.db, ['game-key', 'revoke', 'nope'])).rejects.toThrow('No live game API key named nope.');
  });

  test('refuses a taken or malformed name, and a missing one, changing nothing', async ({ t }) => {
    await runOperatorCommand(t.database.db, ['game-key', 'create', 'game-production'], t.clock.now());
    await expect(runOperatorCommand(t.database.db, ['game-key', 'create', 'game-production'])).rejects.toThrow(
      'A game API key named game-production already exists.',
    );
    for (const bad of ['A', 'Game Production', 'x'.repeat(41), 'bell\u0007', '-lead']) {
      await expect(runOperatorCommand(t.database.db, ['game-key', 'create', bad])).rejects.toThrow('A key name is 2 to 40');
    }
    await expect(runOperatorCommand(t.database.db, ['game-key', 'create'])).rejects.toThrow('Usage:');
    await expect(runOperatorCommand(t.database.db, ['game-key', 'rotate', 'game-production'])).rejects.toThrow('Usage:');
    expect(await t.database.db.selectFrom('game_api_keys').select('name').execute()).toEqual([{ name: 'game-production' }]);
  });
});
