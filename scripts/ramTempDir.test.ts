import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const module = path.resolve('scripts/ramTempDir.mjs');

/**
 * A runner that takes its temporary directory, leaves a file in it as steps do, says where it is, then
 * ends as `ending` says. Answers that directory, once the runner has exited, and how it exited.
 */
function runner(ending: string): Promise<{ dir: string; code: number | null }> {
  const source = `
    import fs from 'node:fs';
    import os from 'node:os';
    import path from 'node:path';
    import { useRamTempDir } from ${JSON.stringify(module)};
    useRamTempDir();
    fs.mkdirSync(path.join(os.tmpdir(), 't1d-left-behind'));
    fs.writeFileSync(path.join(os.tmpdir(), 't1d-left-behind', 'app.db'), 'x');
    console.log(os.tmpdir());
    ${ending}`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  let dir = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (text: string) => {
    dir ||= text.trim();
    // A runner waiting for a signal is interrupted once it said where its files are.
    if (ending.includes('setInterval')) child.kill('SIGTERM');
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ dir, code })));
}

describe("a test runner's temporary directory", () => {
  test.each([
    ['ends', '', 0],
    ['fails a step', 'process.exit(3);', 3],
    ['is interrupted', 'setInterval(() => {}, 1000);', 143],
  ])('is its own and is removed when the runner %s', async (_, ending, exitCode) => {
    const { dir, code } = await runner(ending);
    expect(path.basename(dir)).toMatch(/^t1d-run-/);
    expect(code).toBe(exitCode);
    expect(fs.existsSync(dir)).toBe(false);
  });
});
