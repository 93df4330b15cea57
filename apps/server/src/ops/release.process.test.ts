import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { processDatabase, type ProcessDatabase } from '../test/processDatabase.js';
import { callCommand, startServerProcess, type ServerProcess } from '../test/serverProcess.js';

const repository = path.resolve(import.meta.dirname, '../../../..');
const folders: string[] = [];
const tempFolder = (label: string) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `t1d-release-${label}-`));
  folders.push(folder);
  return folder;
};
let database: ProcessDatabase | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  await database?.drop();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

/** Symbolic links under `dir` that lead out of it (the release would then lean on the machine it was made on). */
function linksLeaving(dir: string): string[] {
  const leaving: string[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isSymbolicLink() && !path.resolve(path.dirname(file), fs.readlinkSync(file)).startsWith(`${dir}${path.sep}`)) {
      leaving.push(file);
    }
  }
  return leaving;
}

/*
 * `npm run release` as a hospital receives it (ADR 0038): made from the build `npm test` already made
 * (--no-build), unpacked into an empty folder outside the repository, the folder it was made in deleted,
 * and started with `node` alone, with no setting but the port, the address and the database.
 */
describe('a release', () => {
  test('unpacked anywhere, starts with node alone and serves the app, its API and a new family', async () => {
    const madeAt = Date.now();
    const made = tempFolder('made');
    const release = spawnSync(process.execPath, ['scripts/release.mjs', '--no-build', '--out', made], {
      cwd: repository,
      encoding: 'utf8',
    });
    expect(release.status, release.stderr).toBe(0);
    const archive = fs.readdirSync(made).find((name) => name.endsWith('.tar.gz'))!;
    const megabytes = (fs.statSync(path.join(made, archive)).size / 1e6).toFixed(1);
    const madeIn = seconds(madeAt);

    const unpacked = tempFolder('unpacked');
    const untar = spawnSync('tar', ['-xzf', path.join(made, archive), '-C', unpacked], { encoding: 'utf8' });
    expect(untar.status, untar.stderr).toBe(0);
    fs.rmSync(made, { recursive: true, force: true });
    const home = path.join(unpacked, archive.replace(/\.tar\.gz$/, ''));
    expect(linksLeaving(home)).toEqual([]);
    // What the README's install steps copy from the release: the unit, and the proxy in front.
    for (const file of ['env.example', 'deploy/parent-app.service', 'deploy/nginx.conf', 'deploy/Caddyfile'])
      expect(fs.existsSync(path.join(home, file)), file).toBe(true);

    const startedAt = Date.now();
    database = await processDatabase('sqlite');
    const launch = { main: path.join(home, 'apps/server/dist/main.js'), cwd: home, baseEnv: { PATH: process.env.PATH ?? '' } };
    server = await startServerProcess(database.url, { NODE_ENV: 'production' }, launch);
    const startedIn = seconds(startedAt);

    const health = await fetch(`${server.url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const page = await fetch(`${server.url}/`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<title>T1D Family</title>');

    const email = 'release.check@example.com';
    const signup = await callCommand(server.url, 'ParentAuthHandler.signup', { email, password: 'correct horse' });
    expect(signup.status).toBe(200);
    const profile = await callCommand(server.url, 'ParentAuthHandler.getUserProfile', {}, signup.body.data.token as string);
    expect(profile.body.data).toMatchObject({ email, role: 'parent', family_id: signup.body.data.family_id });

    expect(await server.stop('SIGTERM')).toBe(0);
    console.warn(`release: ${archive}, ${megabytes} MB, made in ${madeIn} s; unpacked, it served in ${startedIn} s`);
    // Making a release installs its packages and packs a hundred megabytes: a minute alone, twice that
    // with both cores busy, so this test may take longer than the process tests' usual limit.
  }, 300_000);
});
