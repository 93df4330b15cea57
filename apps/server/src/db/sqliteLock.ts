import fs from 'node:fs';

export class DatabaseInUseError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims a SQLite file for this server process. SQLite would let a second process write the same
 * file through its own locks, but two servers each caching and rate-limiting on their own is not a
 * supported setup: the second one stops with a clear message instead. A lock left by a process that
 * is gone is taken over.
 */
export function claimSqliteFile(databaseFile: string): () => void {
  const lockFile = `${databaseFile}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new DatabaseInUseError(
          `The database file ${databaseFile} is already in use by another server process (pid ${holder}). ` +
            'Stop that server first, or point DATABASE_URL at another file.',
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DatabaseInUseError(`Could not claim the database file ${databaseFile}.`);
}
