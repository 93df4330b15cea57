import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { isPostgresUrl } from '../config.js';
import { claimSqliteFile } from '../db/sqliteLock.js';
import { runPgTool } from './pgTools.js';

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** Where `npm run backup` writes when not told: ./backups/t1d-<engine>-<time>.<db|dump>. */
export function defaultBackupFile(databaseUrl: string, now = new Date()): string {
  const [engine, extension] = isPostgresUrl(databaseUrl) ? ['postgres', 'dump'] : ['sqlite', 'db'];
  return path.resolve('backups', `t1d-${engine}-${stamp(now)}.${extension}`);
}

/** PRAGMA integrity_check of a SQLite file: 'ok', or what is wrong. */
export function sqliteIntegrity(file: string): string {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return (sqlite.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check).join('; ');
  } finally {
    sqlite.close();
  }
}

/**
 * A consistent copy of the whole database while the server keeps serving: SQLite's online backup API
 * (pages copied in steps, restarted if a write changes them), or pg_dump's snapshot in its custom
 * format. Written beside its final name and renamed when complete, so a half-written file never
 * looks like a backup.
 */
export async function backupDatabase(databaseUrl: string, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  if (isPostgresUrl(databaseUrl)) {
    runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${databaseUrl}`]);
  } else {
    const source = new SQLite(databaseUrl, { fileMustExist: true });
    try {
      source.pragma('busy_timeout = 5000');
      await source.backup(partial);
    } finally {
      source.close();
    }
    const integrity = sqliteIntegrity(partial);
    if (integrity !== 'ok') throw new Error(`the copy failed its integrity check: ${integrity}`);
  }
  fs.renameSync(partial, file);
}

async function postgresHasTables(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query("select count(*)::int as n from information_schema.tables where table_schema = 'public'");
    return rows[0].n > 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores `file` into DATABASE_URL. PostgreSQL: into an empty database (`replace` drops what is there
 * first). SQLite: only while no server holds the file; a file already there is kept beside it as
 * `<file>.before-restore-<time>` (with its WAL), never deleted. Answers where the old data went, if anywhere.
 */
export async function restoreDatabase(databaseUrl: string, file: string, options: { replace?: boolean } = {}): Promise<string | null> {
  if (!fs.existsSync(file)) throw new Error(`no backup file at ${file}`);
  if (isPostgresUrl(databaseUrl)) {
    if (!options.replace && (await postgresHasTables(databaseUrl)))
      throw new Error('the database already has tables: restore into a new, empty database, or pass --replace to drop them first');
    runPgTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      ...(options.replace ? ['--clean', '--if-exists'] : []),
      `--dbname=${databaseUrl}`,
      file,
    ]);
    return null;
  }
  const integrity = sqliteIntegrity(file);
  if (integrity !== 'ok') throw new Error(`the backup failed its integrity check: ${integrity}`);
  const release = claimSqliteFile(databaseUrl);
  try {
    let keptAt: string | null = null;
    if (fs.existsSync(databaseUrl)) {
      keptAt = `${databaseUrl}.before-restore-${stamp(new Date())}`;
      for (const suffix of ['', '-wal', '-shm'])
        if (fs.existsSync(databaseUrl + suffix)) fs.renameSync(databaseUrl + suffix, keptAt + suffix);
    }
    fs.mkdirSync(path.dirname(path.resolve(databaseUrl)), { recursive: true });
    fs.copyFileSync(file, databaseUrl);
    return keptAt;
  } finally {
    release();
  }
}
