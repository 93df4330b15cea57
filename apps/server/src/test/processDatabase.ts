import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../db/database.js';
import { adminQuery, databaseUrl } from './templateDatabase.js';

export type EngineName = 'sqlite' | 'postgres';

export interface ProcessDatabase {
  url: string;
  drop(): Promise<void>;
}

/** The PostgreSQL cluster the run started (`npm test` starts one for the process tests). */
export function clusterUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('The process tests need TEST_DATABASE_URL (a PostgreSQL cluster); npm test starts one.');
  return url;
}

/** An empty database for server processes to migrate: a new SQLite file, or a new database in the cluster. */
export async function processDatabase(engine: EngineName): Promise<ProcessDatabase> {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-process-'));
    return { url: path.join(dir, 'app.db'), drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const admin = clusterUrl();
  const name = `t1d_process_${randomBytes(5).toString('hex')}`;
  await adminQuery(admin, `CREATE DATABASE ${name}`);
  return { url: databaseUrl(admin, name), drop: () => adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Opens the database at `url` as the servers left it (no migration), for `read`, and closes it after. */
export async function readDatabase<T>(url: string, read: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase(url, { migrate: false });
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}
