import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';

const issuerMain = path.resolve(import.meta.dirname, '../../dist/cli/issuerMain.js');
let issuer: ChildProcess | undefined;
afterEach(() => void issuer?.kill('SIGKILL'));

/** Starts `npm run issuer`'s program with `env` and answers all it printed once it says how to start the app. */
async function startIssuer(env: Record<string, string>): Promise<string> {
  const { PUBLIC_URL: _app, PORT: _port, ...machine } = process.env;
  issuer = spawn(process.execPath, [issuerMain], { env: { ...machine, ISSUER_PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (data: Buffer) => {
      output += String(data);
      if (output.includes('/signup.')) resolve(output);
    };
    issuer!.stdout!.on('data', read);
    issuer!.stderr!.on('data', read);
    issuer!.once('exit', (code) => reject(new Error(`the issuer stopped (${code}):\n${output}`)));
  });
}

/** The issuer's answer to an authorization request that names `redirectUri`. */
async function authorize(issuerUrl: string, redirectUri: string) {
  const query = new URLSearchParams({
    client_id: 'parent-app-local',
    response_type: 'code',
    scope: 'openid email',
    redirect_uri: redirectUri,
    state: 'state',
    nonce: 'nonce',
    code_challenge: randomBytes(32).toString('base64url'),
    code_challenge_method: 'S256',
  });
  return fetch(`${issuerUrl}/auth?${query}`, { redirect: 'manual' });
}

describe('npm run issuer', () => {
  test("registers the app's Google pages on the port the app serves, says so, and warns of nothing", async () => {
    const output = await startIssuer({ PORT: '3456' });
    const issuerUrl = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? '';
    expect(output).toContain('redirect addresses http://localhost:3456/google-callback and http://localhost:3456/googlesso');
    expect(output).toContain(`PORT=3456 OIDC_ISSUER=${issuerUrl} `);
    // Neither the Node version the README promises nor the issuer's own in-memory store is warned about.
    expect(output).not.toMatch(/warn/i);

    const signIn = await authorize(issuerUrl, 'http://localhost:3456/google-callback');
    expect(signIn.status).toBe(303);
    expect(signIn.headers.get('location')).toMatch(/^\/interaction\//);
    const elsewhere = await authorize(issuerUrl, 'http://localhost:3000/google-callback');
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.text()).toContain('redirect_uri');
  });

  test('registers PUBLIC_URL when it is set', async () => {
    const output = await startIssuer({ PORT: '3456', PUBLIC_URL: 'http://127.0.0.1:4567/' });
    expect(output).toContain('redirect addresses http://127.0.0.1:4567/google-callback and http://127.0.0.1:4567/googlesso');
  });
});
