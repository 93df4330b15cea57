import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openAppDatabase } from '../startup/openAppDatabase.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite file, or the name of a migrated PostgreSQL database, every test copies. */
    templateDatabase: string;
    /** How PostgreSQL copies it: `CREATE DATABASE … TEMPLATE` and the fastest strategy the server has. */
    copyTemplate: string;
  }
}

/** URL of the database `name` in the cluster of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(adminUrl: string, query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

async function serverVersion(adminUrl: string): Promise<number> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return Number((await admin.query<{ server_version_num: string }>('SHOW server_version_num')).rows[0]?.server_version_num);
  } finally {
    await admin.end();
  }
}

/**
 * Vitest global set-up of the integration project: migrates one template database per run, so that
 * each test's fresh database is a file copy (SQLite) or `CREATE DATABASE … TEMPLATE` (PostgreSQL)
 * instead of a migration. PostgreSQL 15's default copy writes the template's every page to the WAL
 * (141 ms a test here); copying its files (FILE_COPY) takes 27 ms, and a test cluster needs no WAL.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-template-'));
    const file = path.join(dir, 'template.db');
    // Closing checkpoints the WAL into the file, so the one file is the whole database.
    await (await openAppDatabase(file)).close();
    project.provide('templateDatabase', file);
    return async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const name = `t1d_template_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  await (await openAppDatabase(databaseUrl(adminUrl, name))).close();
  project.provide('templateDatabase', name);
  project.provide('copyTemplate', `TEMPLATE ${name}${(await serverVersion(adminUrl)) >= 150_000 ? ' STRATEGY FILE_COPY' : ''}`);
  return () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
