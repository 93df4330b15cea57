import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type OpenOptions } from '../db/database.js';
import { openAppDatabase } from '../startup/openAppDatabase.js';
import { databaseUrl } from './templateDatabase.js';

/**
 * One connection to the cluster per test file, for making and dropping its tests' databases
 * (integrationSetup.ts closes it after the file). A connection costs the server a new process, about
 * 20 ms of its CPU on a two-core machine; with two a test, the PostgreSQL step took 339 s, 311 s without.
 */
let admin: Promise<pg.Client> | undefined;

function adminClient(adminUrl: string): Promise<pg.Client> {
  admin ??= (async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    // A lost connection is opened again by the next test.
    client.on('error', () => (admin = undefined));
    await client.connect();
    return client;
  })().catch((error: unknown) => {
    admin = undefined;
    throw error;
  });
  return admin;
}

async function queryOnFileConnection(adminUrl: string, query: string): Promise<void> {
  await (await adminClient(adminUrl)).query(query);
}

export async function closeAdminConnection(): Promise<void> {
  const closing = admin;
  admin = undefined;
  await (await closing?.catch(() => undefined))?.end();
}

/**
 * A fresh, migrated database for one test: a copy of the run's template SQLite file by default, or
 * a new database made from the run's template in the PostgreSQL cluster named by TEST_DATABASE_URL
 * (which `npm test` starts for itself). Without a template (a run outside the integration project)
 * it prepares a new database itself, as a server's start does.
 */
export async function freshDatabase(options: Pick<OpenOptions, 'onQuery'> = {}): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = inject('templateDatabase');
  const copyTemplate = inject('copyTemplate');
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-test-'));
    const file = path.join(dir, 'app.db');
    if (template) fs.copyFileSync(template, file);
    const database = template ? await openDatabase(file, { migrate: false, ...options }) : await openAppDatabase(file, options);
    return {
      ...database,
      close: async () => {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `t1d_${randomBytes(6).toString('hex')}`;
  await queryOnFileConnection(adminUrl, template ? `CREATE DATABASE ${name} ${copyTemplate}` : `CREATE DATABASE ${name}`);
  const url = databaseUrl(adminUrl, name);
  const database = template ? await openDatabase(url, { migrate: false, ...options }) : await openAppDatabase(url, options);
  return {
    ...database,
    close: async () => {
      await database.close();
      await queryOnFileConnection(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
