import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';

const serverEntry = path.resolve(import.meta.dirname, '../main.ts');

// SQLite only: on PostgreSQL many servers share one database by design (ADR 0024).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('one server per SQLite file', () => {
  it('a second server process on the same file stops with a clear message and the data stays intact', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-lock-'));
    const file = path.join(dir, 'app.db');
    const first = await openDatabase(file, { claimFile: true });
    try {
      await first.db.insertInto('families').values({ p_code: 'F-KEEPME00', created_at: 1 }).execute();
      const second = spawnSync(process.execPath, ['--import', 'tsx', serverEntry], {
        env: { ...process.env, DATABASE_URL: file, PORT: '39999', WEB_DIST: '' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`The database file ${file} is already in use by another server process`);
      const rows = await first.db.selectFrom('families').select('p_code').execute();
      expect(rows).toEqual([{ p_code: 'F-KEEPME00' }]);
    } finally {
      await first.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-lock-'));
    const file = path.join(dir, 'app.db');
    // A pid far above any live process stands for a server that crashed.
    fs.writeFileSync(`${file}.lock`, '999999999');
    const database = await openDatabase(file, { claimFile: true });
    expect(fs.readFileSync(`${file}.lock`, 'utf8')).toBe(String(process.pid));
    await database.close();
    expect(fs.existsSync(`${file}.lock`)).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
