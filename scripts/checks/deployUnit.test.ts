import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const unitFile = path.resolve(import.meta.dirname, '../../deploy/parent-app.service');
const unit = fs.readFileSync(unitFile, 'utf8');
const settings = unit
  .split('\n')
  .filter((line) => /^\w+=/.test(line))
  .map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]);
const valuesOf = (key: string) => settings.filter(([name]) => name === key).map(([, value]) => value);

/*
 * deploy/parent-app.service is what README's "Installing a release" enables. systemd-analyze verify reads
 * it as systemd would (it warns, and still exits 0, for a misspelt value); the keys below are the
 * confinement the README promises, which verify cannot know is wanted.
 */
describe('the systemd unit of a release', () => {
  test('is read by systemd without a warning', () => {
    const verify = spawnSync('systemd-analyze', ['verify', unitFile], { encoding: 'utf8' });
    expect(verify.error, 'systemd-analyze (Debian package systemd) is needed to check the unit').toBeUndefined();
    expect(`${verify.stdout}${verify.stderr}`).toBe('');
    expect(verify.status).toBe(0);
  });

  test('runs as its own user, keeps its data in its state folder and is confined', () => {
    expect(valuesOf('User')).toEqual(['parent-app']);
    expect(valuesOf('StateDirectory')).toEqual(['parent-app']);
    expect(valuesOf('Environment')).toContain('DATABASE_URL=/var/lib/parent-app/app.db');
    expect(valuesOf('EnvironmentFile')).toEqual(['/etc/parent-app/env']);
    const confinement = {
      NoNewPrivileges: 'yes',
      ProtectSystem: 'strict',
      ProtectHome: 'yes',
      PrivateTmp: 'yes',
      PrivateDevices: 'yes',
      ProtectKernelTunables: 'yes',
      ProtectKernelModules: 'yes',
      ProtectControlGroups: 'yes',
      RestrictAddressFamilies: 'AF_INET AF_INET6 AF_UNIX',
      RestrictNamespaces: 'yes',
      LockPersonality: 'yes',
      SystemCallFilter: '@system-service',
      Restart: 'on-failure',
    };
    for (const [key, value] of Object.entries(confinement)) expect(valuesOf(key), key).toEqual([value]);
    // V8's JIT writes the code it runs: with MemoryDenyWriteExecute, Node cannot start.
    expect(valuesOf('MemoryDenyWriteExecute')).toEqual([]);
  });

  test('waits for the server to finish its requests in flight before stopping it', () => {
    const config = fs.readFileSync(path.resolve(import.meta.dirname, '../../apps/server/src/config.ts'), 'utf8');
    const grace = Number(/positiveInt\('SHUTDOWN_GRACE_SECONDS', env\.SHUTDOWN_GRACE_SECONDS, (\d+)\)/.exec(config)?.[1]);
    expect(grace).toBeGreaterThan(0);
    expect(Number(valuesOf('TimeoutStopSec')[0])).toBeGreaterThan(grace + 10);
  });
});
