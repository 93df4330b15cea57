import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { sqliteIntegrity } from './backup.js';
import { processDatabase, readDatabase, type EngineName, type ProcessDatabase } from '../test/processDatabase.js';
import { ledgerSums, rowCounts } from '../test/rowCounts.js';
import { startServerProcess } from '../test/serverProcess.js';
import { missingWrites, startWriteLoad } from '../test/writeLoad.js';

const cli = (name: 'backupMain' | 'restoreMain', databaseUrl: string, args: string[]) => {
  const result = spawnSync(process.execPath, [path.resolve(import.meta.dirname, `../../dist/cli/${name}.js`), ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${name} failed: ${result.stderr}`);
  return result.stdout;
};

const databases: ProcessDatabase[] = [];
const fresh = async (engine: EngineName) => {
  const database = await processDatabase(engine);
  databases.push(database);
  return database;
};
afterAll(async () => {
  for (const database of databases) await database.drop();
});

const contents = (url: string) => readDatabase(url, async (db) => ({ counts: await rowCounts(db), ledgers: await ledgerSums(db) }));

describe.for(['sqlite', 'postgres'] as EngineName[])('npm run backup and npm run restore on %s', (engine) => {
  test('a backup taken under a write load restores whole; a quiet one restores exactly', async () => {
    const source = await fresh(engine);
    const server = await startServerProcess(source.url, { JOBS_ENABLED: 'false' });
    const extension = engine === 'sqlite' ? 'db' : 'dump';
    try {
      const load = startWriteLoad(server.url, `backup.${engine}`);
      await new Promise((resolve) => setTimeout(resolve, 700));
      const underLoad = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 't1d-backup-')), `under-load.${extension}`);
      const beforeBackup = (await load.stop()).acknowledged;
      // Writes go on while the backup is taken.
      const during = startWriteLoad(server.url, `backup.${engine}.during`);
      expect(cli('backupMain', source.url, [underLoad])).toContain('Backup written');
      const { acknowledged: alsoWritten } = await during.stop();

      const restoredUnderLoad = await fresh(engine);
      cli('restoreMain', restoredUnderLoad.url, [underLoad]);
      if (engine === 'sqlite') expect(sqliteIntegrity(restoredUnderLoad.url)).toBe('ok');
      // Everything acknowledged before the backup began is in it, whole.
      expect(await readDatabase(restoredUnderLoad.url, (db) => missingWrites(db, beforeBackup))).toEqual([]);

      // With the load stopped, a second backup restores to the same rows and ledger sums.
      const quiet = underLoad.replace('under-load', 'quiet');
      cli('backupMain', source.url, [quiet]);
      const restored = await fresh(engine);
      cli('restoreMain', restored.url, [quiet]);
      const [original, copy] = [await contents(source.url), await contents(restored.url)];
      expect(copy.counts).toEqual(original.counts);
      expect(copy.ledgers).toEqual(original.ledgers);
      console.warn(
        `${engine}: backup under load held ${beforeBackup.length} earlier sign-ups (${alsoWritten.length} more written during it); the quiet copy has ${original.counts.users} users, ${original.counts.coin_ledger} ledger rows, ${Object.keys(original.counts).length} tables, all equal`,
      );
    } finally {
      await server.stop('SIGKILL');
    }
  });
});
