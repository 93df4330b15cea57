import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

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
    expect(path.basename(dir)).toMatch(/^t1d-run-/);
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
