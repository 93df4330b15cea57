// Where the test runs keep their temporary files: a directory of their own, on a RAM filesystem when the
// machine has one with room, removed when the run ends.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * /dev/shm when it is writable and has a gigabyte free, else the system's temporary directory. The
 * runs make and delete files by the hundred thousand (a database per integration test: some 300 files
 * on PostgreSQL, three on SQLite; a browser profile per journey worker). On ext4, after thousands of
 * deletions, creating a file spent most of PostgreSQL's CPU looking for an inode not freed recently
 * (perf: find_inode_bit → recently_deleted): 170–240 ms of CPU a database, 66–78 ms on tmpfs.
 */
function ramTempDir() {
  const shm = '/dev/shm';
  try {
    fs.accessSync(shm, fs.constants.W_OK);
    const { bavail, bsize } = fs.statfsSync(shm);
    if (bavail * bsize >= 2 ** 30) return shm;
  } catch {
    // No RAM filesystem here: the temporary directory will do.
  }
  return os.tmpdir();
}

/**
 * Points TMPDIR, which os.tmpdir() reads, at a new directory in ramTempDir() for a test runner and every
 * step it starts: the cluster, the databases, the browsers and the servers they start all follow it.
 * Steps leave files behind (a journey's database, a browser's profile, a test's copies); in RAM they
 * would hold memory until the machine restarts, so the directory goes when the runner exits: passed,
 * failed, or interrupted (run.mjs ends an interrupted runner through process.exit). A server that lives
 * in it is stopped before (pg-cluster.mjs prepends its listener). Others may pass through it to files of
 * their own: PostgreSQL's server runs as another user.
 */
export function useRamTempDir() {
  const dir = fs.mkdtempSync(path.join(ramTempDir(), 't1d-run-'));
  fs.chmodSync(dir, 0o711);
  process.env.TMPDIR = dir;
  // Again while it is not empty: a step's last processes may still be writing in it as they end.
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 }));
}
