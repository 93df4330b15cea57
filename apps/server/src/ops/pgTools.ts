import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** A PostgreSQL client program (pg_dump, pg_restore): on the PATH, or in Debian's versioned folders. */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const candidate = path.join(root, version, 'bin', name);
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} was not found: install PostgreSQL's client programs (apt-get install postgresql-client).`);
}

/** Runs a PostgreSQL client program; throws with what it printed when it fails. */
export function runPgTool(name: 'pg_dump' | 'pg_restore', args: string[]): void {
  const result = spawnSync(pgTool(name), args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${name} failed: ${(result.stderr || result.stdout || String(result.error)).trim()}`);
}
