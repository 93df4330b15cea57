import { afterEach, describe, expect, test } from 'vitest';
import { processDatabase, type ProcessDatabase } from './test/processDatabase.js';
import { startServerProcess, type ServerProcess } from './test/serverProcess.js';
import { shellScriptBody, shellScriptPath, shellWithScript } from './test/shellWithScript.js';

let database: ProcessDatabase | undefined;
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.stop('SIGKILL');
  await database?.drop();
});

/** The lines of the server's output whose message matches `pattern`. */
const logged = (output: string, pattern: RegExp) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((line) => pattern.test(line.msg));

describe('a server started on a plain-http hospital address', () => {
  test('serves pages whose scripts load, says once why the app needs HTTPS, and once that a proxy is not trusted', async () => {
    database = await processDatabase('sqlite');
    server = await startServerProcess(database.url, { PUBLIC_URL: 'http://192.168.1.20:3000', WEB_DIST: shellWithScript() });

    const page = await fetch(`${server.url}/home`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    expect(page.headers.get('strict-transport-security')).toBeNull();
    const script = await fetch(new URL(shellScriptPath, server.url));
    expect(await script.text()).toBe(shellScriptBody);

    // Two requests a proxy on this machine forwards, TRUST_PROXY unset.
    for (const client of ['203.0.113.7', '203.0.113.8'])
      await fetch(`${server.url}/api/health`, { headers: { 'x-forwarded-for': client } });
    await server.stop();

    const insecure = logged(server.output(), /^PUBLIC_URL is plain http/);
    expect(insecure.map((line) => [line.level, line.msg])).toEqual([
      [
        40,
        "PUBLIC_URL is plain http (http://192.168.1.20:3000): install, push and the service worker need a secure origin: put the app behind HTTPS, README 'Putting it on the hospital's network'.",
      ],
    ]);
    expect(logged(server.output(), /TRUST_PROXY is not set/)).toHaveLength(1);
  });
});
