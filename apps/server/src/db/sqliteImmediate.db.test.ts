import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { inTransaction } from './transactions.js';

/** Another process (a command-line tool beside the server) writes a setting, waiting at most 100 ms for the lock. */
const otherProcessWrites = (file: string) =>
  spawnSync(
    process.execPath,
    [
      '-e',
      `const db = new (require('better-sqlite3'))(process.env.FILE);
       db.pragma('busy_timeout = 100');
       try { db.prepare("insert into settings (key, value) values ('other', '1')").run(); console.log('written'); }
       catch (error) { console.log(error.code); }`,
    ],
    { encoding: 'utf8', env: { ...process.env, FILE: file }, timeout: 30_000 },
  ).stdout.trim();

// SQLite only: PostgreSQL's transactions wait for each other's rows by themselves.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('SQLite transactions beside another process', () => {
  it('a transaction that reads before it writes holds the write lock from its start, so another process’s write cannot undo it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-immediate-'));
    const file = path.join(dir, 'app.db');
    const database = await openDatabase(file);
    try {
      let other = '';
      await inTransaction(database.db, async (trx) => {
        await trx.selectFrom('settings').selectAll().execute();
        other = otherProcessWrites(file);
        await trx.insertInto('settings').values({ key: 'ours', value: '1' }).execute();
      });
      // The other process waited for this transaction, and found the lock still taken when it gave up.
      expect(other).toBe('SQLITE_BUSY');
      expect(await database.db.selectFrom('settings').select('key').where('key', 'in', ['ours', 'other']).execute()).toEqual([
        { key: 'ours' },
      ]);
      expect(otherProcessWrites(file)).toBe('written');
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
