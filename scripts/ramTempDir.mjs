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
 * their own: PostgreSQL's server runs as another user. A runner killed outright cannot remove its
 * directory: it is named for the runner's process, so that the next run's start can (sweepLeftRuns).
 */
export function useRamTempDir() {
  const base = ramTempDir();
  sweepLeftRuns(base);
  const dir = fs.mkdtempSync(path.join(base, `t1d-run-${process.pid}-`));
  fs.chmodSync(dir, 0o711);
  process.env.TMPDIR = dir;
  // Again while it is not empty: a step's last processes may still be writing in it as they end.
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 }));
}

/** Whether the process `pid` still runs (another user's included: signalling it is only refused). */
function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** SIGQUIT, PostgreSQL's immediate shutdown, to a server that may have ended since it was found. */
function stop(pid) {
  try {
    process.kill(pid, 'SIGQUIT');
  } catch {
    // Gone already.
  }
}

/**
 * Removes what runners killed outright (SIGKILL: the out-of-memory killer, a CI job's timeout) left in
 * `base`: each directory named for a runner that no longer runs, after stopping the PostgreSQL server
 * that still runs in it (SIGQUIT, its immediate shutdown), which would otherwise hold its memory and
 * files for good. A directory whose runner's number another process took since is left, as is any
 * other: only its own runner can tell it is done with it.
 */
export function sweepLeftRuns(base) {
  for (const name of fs.readdirSync(base)) {
    const runner = /^t1d-run-(\d+)-/.exec(name);
    if (!runner || running(Number(runner[1]))) continue;
    const dir = path.join(base, name);
    for (const postmaster of leftPostmasters(dir)) stop(postmaster);
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  }
}

/**
 * The PostgreSQL servers still running in a run's directory: each cluster's (pg-cluster.mjs: a `t1d-pg-`
 * directory, its `data` beside) postmaster.pid names one, taken only while that process is a server of
 * that data directory (its number may have gone to another process since).
 */
function leftPostmasters(dir) {
  let clusters = [];
  try {
    clusters = fs.readdirSync(dir).filter((name) => name.startsWith('t1d-pg-'));
  } catch {
    return [];
  }
  const pids = [];
  for (const cluster of clusters) {
    const dataDir = path.join(dir, cluster, 'data');
    try {
      const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (pid > 0 && command.includes(dataDir)) pids.push(pid);
    } catch {
      // A cluster stopped or never started, or a system without /proc: no server to stop.
    }
  }
  return pids;
}
