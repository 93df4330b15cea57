import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { buildOutputs, buildState, writeBuildStamp } from './buildStamp.mjs';

let root = '';
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A repository in a temp folder: a few of the build's inputs and, if asked, its outputs, all written at `at`. */
function repository({ built }: { built: boolean }, at: number) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-build-stamp-'));
  const files = ['package.json', 'apps/server/src/main.ts', 'apps/web/src/locales/en/home.json', 'apps/server/content/program.json'];
  for (const file of [...files, ...(built ? buildOutputs : [])]) write(file, at);
  // Writing the files changed their folders too.
  for (const entry of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) touch(entry, at);
}

function write(file: string, at: number) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), '{}');
  touch(file, at);
}
const touch = (file: string, at: number) => fs.utimesSync(path.join(root, file), at / 1000, at / 1000);

const hour = 3600_000;
const day = Date.UTC(2026, 10, 1);

describe('the build npm start serves', () => {
  test('is missing without every part built, and unstamped without a finished build', () => {
    repository({ built: false }, day);
    expect(buildState(root)).toEqual({ current: false, reason: 'there is no build yet' });
    for (const file of buildOutputs) write(file, day);
    expect(buildState(root)).toEqual({ current: false, reason: 'the build is not stamped' });
    fs.rmSync(path.join(root, buildOutputs[1]!));
    writeBuildStamp(root, day + hour);
    expect(buildState(root).reason).toBe('there is no build yet');
  });

  test('is current when no source changed since the build began', () => {
    repository({ built: true }, day);
    writeBuildStamp(root, day + hour);
    expect(buildState(root)).toEqual({ current: true });
  });

  test('is stale when a source, a text or the content changed after the build began', () => {
    for (const changed of ['apps/server/src/main.ts', 'apps/web/src/locales/en/home.json', 'apps/server/content/program.json']) {
      repository({ built: true }, day);
      writeBuildStamp(root, day + hour);
      touch(changed, day + hour + 1);
      expect(buildState(root), changed).toEqual({ current: false, reason: 'the sources changed since the last build' });
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  test('is stale when a file is added or removed, which changes only its folder', () => {
    repository({ built: true }, day);
    writeBuildStamp(root, day + hour);
    fs.rmSync(path.join(root, 'apps/server/content/program.json'));
    expect(buildState(root).current).toBe(false);
  });

  test('counts a change made while the build ran, which the build may have missed', () => {
    repository({ built: true }, day);
    touch('apps/server/src/main.ts', day + 2 * hour);
    // The build began at day + 1 h and finished after the edit at day + 2 h.
    writeBuildStamp(root, day + hour);
    expect(buildState(root).current).toBe(false);
  });

  test('is not made stale by a test beside the sources', () => {
    repository({ built: true }, day);
    writeBuildStamp(root, day + hour);
    write('apps/server/src/main.test.ts', day + 2 * hour);
    touch('apps/server/src', day);
    expect(buildState(root)).toEqual({ current: true });
  });
});
