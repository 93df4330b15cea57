import { execFileSync, spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..');
/** The file a hospital copies (README, 'Putting it on the hospital's network'). */
export const deployedConfig = path.join(repo, 'deploy/nginx.conf');

/**
 * Where the throwaway deployment listens: nginx's https (the deployment's 443) and plain http, which
 * only redirects (its 80), the app on loopback (its 3000), and the certificate's files.
 * @typedef {{ tlsPort: number, redirectPort: number, appPort: number, certificate: string, key: string }} JourneyAddresses
 */

/**
 * deploy/nginx.conf as the journey runs it: the same directives, with only the addresses, ports and
 * certificate paths of this machine's throwaway setup. A line it looks for that is gone from the file
 * fails the journey, so the file and the journey cannot drift apart unnoticed.
 * @param {string} deployed
 * @param {JourneyAddresses} at
 * @returns {string}
 */
export function journeyServerConfig(deployed, at) {
  /** @type {[string, string][]} */
  const substitutions = [
    ['server 127.0.0.1:3000;', `server 127.0.0.1:${at.appPort};`],
    ['listen 80;', `listen 127.0.0.1:${at.redirectPort};`],
    ['listen [::]:80;', `listen [::1]:${at.redirectPort};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${at.tlsPort} ssl http2;`],
    ['listen [::]:443 ssl http2;', `listen [::1]:${at.tlsPort} ssl http2;`],
    ['ssl_certificate /etc/ssl/certs/families.example-hospital.org.fullchain.pem;', `ssl_certificate ${at.certificate};`],
    ['ssl_certificate_key /etc/ssl/private/families.example-hospital.org.key;', `ssl_certificate_key ${at.key};`],
  ];
  let config = deployed;
  for (const [from, to] of substitutions) {
    if (config.split(from).length !== 2) throw new Error(`deploy/nginx.conf should hold "${from}" once`);
    config = config.replace(from, to);
  }
  return config;
}

/** What an nginx that is not the machine's needs around a site's file: its own pid, logs and temporary files in `dir`. */
function mainConfig(dir, siteFile) {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
    access_log ${dir}/access.log;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${siteFile};
}
`;
}

/** Debian's nginx, wherever the PATH of the run puts it (as root, /usr/sbin is not always on it). */
const installedNginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
const nginxBinary = installedNginx ?? 'nginx';

/** Whether this machine has Debian's nginx (`apt-get install -y nginx`). */
export const nginxInstalled = installedNginx !== undefined;
/** The unprivileged account nginx runs as when the journeys run as root. */
const nobody = 65534;

/**
 * Debian's nginx with deploy/nginx.conf, as a process of the journey's own: its files in `dir`, never
 * the machine's, and not root (as root, the journey hands `dir` to nobody and starts nginx as nobody).
 * @param {string} dir
 * @param {JourneyAddresses} at
 */
export function startJourneyNginx(dir, at) {
  const siteFile = path.join(dir, 't1d-family.conf');
  fs.writeFileSync(siteFile, journeyServerConfig(fs.readFileSync(deployedConfig, 'utf8'), at));
  fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir, siteFile));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    fs.chownSync(dir, nobody, nobody);
    for (const file of fs.readdirSync(dir)) fs.chownSync(path.join(dir, file), nobody, nobody);
  }
  return spawn(nginxBinary, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
    ...(asRoot ? { uid: nobody, gid: nobody } : {}),
  });
}

/**
 * A throwaway self-signed certificate for localhost, written to `certificate` and `key`; answers its
 * public key's hash, as Chromium's --ignore-certificate-errors-spki-list takes it.
 * @param {string} certificate
 * @param {string} key
 * @returns {string}
 */
export function makeCertificate(certificate, key) {
  const subject = ['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1'];
  const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  execFileSync('openssl', ['req', '-x509', ...ecKey, '-days', '2', ...subject, '-keyout', key, '-out', certificate], { stdio: 'ignore' });
  const publicKey = new X509Certificate(fs.readFileSync(certificate)).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(publicKey).digest('base64');
}
