// Where the test runs keep their temporary files: a RAM filesystem when the machine has one with room.
import fs from 'node:fs';
import os from 'node:os';

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
 * Points TMPDIR, which os.tmpdir() reads, at ramTempDir() for a test runner and every step it starts:
 * the cluster, the databases, the browsers and the servers they start all follow it.
 */
export function useRamTempDir() {
  process.env.TMPDIR = ramTempDir();
}
