import { afterAll, describe, expect, test } from 'vitest';
import { sqliteIntegrity } from './backup.js';
import { processDatabase, readDatabase, type EngineName, type ProcessDatabase } from '../test/processDatabase.js';
import { startServerProcess } from '../test/serverProcess.js';
import { missingWrites, startWriteLoad, type AcknowledgedWrite } from '../test/writeLoad.js';

const rounds = 10;
const databases: ProcessDatabase[] = [];
afterAll(async () => {
  for (const database of databases) await database.drop();
});

/**
 * Durability: a server killed outright (kill -9) under a write load, ten times over, on each engine.
 * Every write it had acknowledged is there after each crash, with the coins it was told it earned.
 */
describe.for(['sqlite', 'postgres'] as EngineName[])('kill -9 under a write load on %s', (engine) => {
  test(`${rounds} rounds lose no acknowledged write`, async () => {
    const database = await processDatabase(engine);
    databases.push(database);
    const acknowledged: AcknowledgedWrite[] = [];
    let failed = 0;
    for (let round = 1; round <= rounds; round += 1) {
      const server = await startServerProcess(database.url, { JOBS_ENABLED: 'false' });
      const load = startWriteLoad(server.url, `${engine}.r${round}`);
      await new Promise((resolve) => setTimeout(resolve, 400 + ((round * 137) % 500)));
      await server.stop('SIGKILL');
      const result = await load.stop();
      acknowledged.push(...result.acknowledged);
      failed += result.failed;
    }
    if (engine === 'sqlite') expect(sqliteIntegrity(database.url)).toBe('ok');
    expect(await readDatabase(database.url, (db) => missingWrites(db, acknowledged))).toEqual([]);
    const awards = acknowledged.filter((write) => write.coins !== null).length;
    console.warn(
      `${engine}: ${rounds} kill -9 rounds, ${acknowledged.length} sign-ups and ${awards} awards acknowledged, ${failed} calls unanswered, none lost`,
    );
    expect(acknowledged.length).toBeGreaterThan(rounds);
  });
});
