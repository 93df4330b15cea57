// The demo family's app as a hospital deploys it (README, 'Putting it on the hospital's network'): the
// production server on loopback behind Debian's nginx with deploy/nginx.conf, which terminates TLS and
// speaks HTTP/2 to the browser. A throwaway certificate, trusted by the Chromium that measures it.
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { makeCertificate, startJourneyNginx } from '../nginxOnLoopback.mjs';
import { startServer } from './server.mjs';

/** Whether the app answers its health check through the proxy at `url` (its throwaway certificate accepted). */
function healthy(url) {
  return new Promise((resolve) => {
    const request = https.get(`${url}/api/health`, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
  });
}

/** Resolves once the app answers through nginx; rejects if nginx stops first or after `seconds`. */
async function throughTheProxy(url, nginx, seconds = 20) {
  let stderr = '';
  nginx.stderr?.on('data', (chunk) => (stderr += chunk));
  const stopped = new Promise((_, reject) => {
    nginx.once('error', reject);
    nginx.once('exit', (code) => reject(new Error(`nginx stopped (exit ${code}): ${stderr.trim()}`)));
  });
  stopped.catch(() => undefined);
  const until = Date.now() + seconds * 1000;
  while (!(await Promise.race([healthy(url), stopped]))) {
    if (Date.now() > until) throw new Error(`the app did not answer through nginx at ${url} within ${seconds} s: ${stderr.trim()}`);
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 100)), stopped]);
  }
}

/**
 * Starts the deployment: `url` is its https address, `chromeFlags` let a Chromium trust its certificate,
 * `stop()` ends nginx and the server and removes their files. A failure on the way leaves nothing behind.
 */
export async function startDeployed(tlsPort) {
  const proxyDir = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-lighthouse-nginx-'));
  let server = null;
  let nginx = null;
  const stop = async () => {
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
      await new Promise((resolve) => nginx.once('exit', resolve).kill('SIGTERM'));
    }
    await server?.stop();
    fs.rmSync(proxyDir, { recursive: true, force: true });
  };
  try {
    const at = {
      tlsPort,
      redirectPort: tlsPort + 1,
      appPort: tlsPort + 2,
      certificate: path.join(proxyDir, 'certificate.pem'),
      key: path.join(proxyDir, 'key.pem'),
    };
    const spki = makeCertificate(at.certificate, at.key);
    const url = `https://localhost:${tlsPort}`;
    server = await startServer(at.appPort, { url, env: { TRUST_PROXY: 'loopback', HOST: '127.0.0.1' } });
    nginx = startJourneyNginx(proxyDir, at);
    await throughTheProxy(url, nginx);
    return { url, chromeFlags: [`--ignore-certificate-errors-spki-list=${spki}`], stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
