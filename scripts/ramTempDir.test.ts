import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { sweepLeftRuns } from './ramTempDir.mjs';

const modules = { ramTempDir: path.join(import.meta.dirname, 'ramTempDir.mjs'), run: path.join(import.meta.dirname, 'run.mjs') };

/**
 * A test runner that takes its temporary directory, leaves a file in it as steps do, says where it is,
 * then goes on as `then` says. Once it printed `ready`, it is sent SIGTERM, to it alone. Answers its
 * directory, the other lines it printed, and how it exited.
 */
function runner(then: string): Promise<{ dir: string; lines: string[]; code: number | null }> {
  const source = `
    import fs from 'node:fs';
    import os from 'node:os';
    import path from 'node:path';
    import { useRamTempDir } from ${JSON.stringify(modules.ramTempDir)};
    import { run } from ${JSON.stringify(modules.run)};
    useRamTempDir();
    fs.mkdirSync(path.join(os.tmpdir(), 't1d-left-behind'));
    fs.writeFileSync(path.join(os.tmpdir(), 't1d-left-behind', 'app.db'), 'x');
    console.log(os.tmpdir());
    ${then}`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], { stdio: ['ignore', 'pipe', 'ignore'] });
  const lines: string[] = [];
  let text = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    text += chunk;
    lines.splice(0, lines.length, ...text.split('\n').filter(Boolean));
    if (lines.includes('ready')) child.kill('SIGTERM');
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ dir: lines[0] ?? '', lines: lines.slice(1), code })));
}

/** A step that says its process id, then `ready`, and waits to be stopped. */
const waitingStep = `await run('waits', process.execPath, ['-e', 'console.log(process.pid); console.log("ready"); setInterval(() => {}, 1000)']);`;

describe("a test runner's temporary directory", () => {
  test.each([
    ['ends', '', 0],
    ['fails a step', `await run('fails', process.execPath, ['-e', 'process.exit(3)']);`, 3],
    ['is stopped between steps', `console.log('ready'); setInterval(() => {}, 1000);`, 143],
    ['is stopped in a step', waitingStep, 143],
  ])('is its own and is removed when the runner %s', async (_, then, exitCode) => {
    const { dir, code } = await runner(then);
    expect(path.basename(dir)).toMatch(/^t1d-run-\d+-/);
    expect(code).toBe(exitCode);
    expect(fs.existsSync(dir)).toBe(false);
  });

  test('goes only once the step the runner was stopped in has ended', async () => {
    const { lines } = await runner(waitingStep);
    const stepPid = Number(lines[0]);
    expect(stepPid).toBeGreaterThan(0);
    expect(() => process.kill(stepPid, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
  });
});

/** A process that has ended: its number names no process (until the system gives it to another). */
function endedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  return new Promise((resolve) => child.on('exit', () => resolve(child.pid ?? 0)));
}

/** A stand-in for a PostgreSQL server of `dataDir`: a process that waits, its command line naming the directory. */
function standInServer(dataDir: string) {
  const server = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', '--', '-D', dataDir], { stdio: 'ignore' });
  const ended = new Promise<NodeJS.Signals | null>((resolve) => server.on('exit', (_, signal) => resolve(signal)));
  return { pid: server.pid ?? 0, ended, kill: () => server.kill('SIGKILL') };
}

/** Where the run `name` in `base` keeps its cluster's data (pg-cluster.mjs's layout). */
const clusterData = (base: string, name: string) => path.join(base, name, 't1d-pg-abc123', 'data');

/** A run's directory in `base`, with a cluster whose postmaster.pid names `serverPid`. */
function leftRun(base: string, name: string, serverPid?: number) {
  const dataDir = clusterData(base, name);
  fs.mkdirSync(dataDir, { recursive: true });
  if (serverPid) fs.writeFileSync(path.join(dataDir, 'postmaster.pid'), `${serverPid}\n${dataDir}\n`);
}

describe('what runners killed outright left', () => {
  test('goes at the next start: the directory of a runner that ended, and the server still running in it', async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-sweep-'));
    const run = `t1d-run-${await endedPid()}-killed`;
    const server = standInServer(clusterData(base, run));
    leftRun(base, run, server.pid);
    sweepLeftRuns(base);
    expect(await server.ended).toBe('SIGQUIT');
    expect(fs.readdirSync(base)).toEqual([]);
    fs.rmSync(base, { recursive: true });
  });

  test("stays while its runner runs, and signals no process that is not the run's server", async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-sweep-'));
    const other = standInServer(path.join(base, 'elsewhere'));
    leftRun(base, `t1d-run-${process.pid}-running`, other.pid);
    leftRun(base, 't1d-run-Xy12ab');
    leftRun(base, 'another-tool');
    leftRun(base, `t1d-run-${await endedPid()}-killed`, other.pid);
    sweepLeftRuns(base);
    expect(fs.readdirSync(base).sort()).toEqual(['another-tool', `t1d-run-${process.pid}-running`, 't1d-run-Xy12ab']);
    other.kill();
    expect(await other.ended).toBe('SIGKILL');
    fs.rmSync(base, { recursive: true });
  });
});
