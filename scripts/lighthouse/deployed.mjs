// The demo family's app as a hospital deploys it (README, 'Putting it on the hospital's network'): the
// production server on loopback behind Debian's nginx with deploy/nginx.conf, which terminates TLS and
// speaks HTTP/2 to the browser. A throwaway certificate, trusted by the Chromium that measures it.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { makeCertificate, startJourneyNginx } from '../nginxOnLoopback.mjs';
import { startServer } from './server.mjs';

/** Whether this machine has Debian's nginx (`apt-get install -y nginx`). */
export const nginxInstalled = ['/usr/sbin/nginx', '/usr/bin/nginx'].some((file) => fs.existsSync(file));

/** Resolves once something accepts connections on `port`, or rejects after `seconds`. */
async function listening(port, seconds = 10) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nginx did not listen on ${port} within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts the deployment: `url` is its https address, `chromeFlags` let a Chromium trust its certificate,
 * `stop()` ends nginx and the server and removes their files.
 */
export async function startDeployed(tlsPort) {
  const proxyDir = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-lighthouse-nginx-'));
  const at = {
    tlsPort,
    redirectPort: tlsPort + 1,
    appPort: tlsPort + 2,
    certificate: path.join(proxyDir, 'certificate.pem'),
    key: path.join(proxyDir, 'key.pem'),
  };
  const spki = makeCertificate(at.certificate, at.key);
  const url = `https://localhost:${tlsPort}`;
  const server = await startServer(at.appPort, { url, env: { TRUST_PROXY: 'loopback', HOST: '127.0.0.1' } });
  const nginx = startJourneyNginx(proxyDir, at);
  const stop = async () => {
    nginx.kill();
    await server.stop();
    fs.rmSync(proxyDir, { recursive: true, force: true });
  };
  try {
    await listening(tlsPort);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, chromeFlags: [`--ignore-certificate-errors-spki-list=${spki}`], stop };
}
