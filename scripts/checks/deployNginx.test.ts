import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deployedConfig, journeyServerConfig } from '../../apps/web/e2e/journeyNginx';

/**
 * The browser journey behind a real proxy (apps/web/e2e/behindProxy.spec.ts) proves deploy/nginx.conf
 * only if it runs that file: the same directives in the same order, with nothing changed but where it
 * listens, the app's port and the certificate's paths.
 */
const deployed = fs.readFileSync(deployedConfig, 'utf8');
const journey = journeyServerConfig(deployed, {
  tlsPort: 3420,
  redirectPort: 3421,
  appPort: 3422,
  certificate: '/tmp/t1d-proxy-x/certificate.pem',
  key: '/tmp/t1d-proxy-x/key.pem',
});

/** A file's directives, one per statement or block opening: comments and blank lines dropped. */
const directives = (config: string) =>
  config
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean)
    .map((line) => line.split(/\s+/));

const changeable = new Set(['listen', 'server', 'ssl_certificate', 'ssl_certificate_key']);

describe('the nginx configuration the journey runs', () => {
  it('is deploy/nginx.conf with only addresses, ports and certificate paths changed', () => {
    const ours = directives(journey);
    const theirs = directives(deployed);
    expect(ours.map(([name]) => name)).toEqual(theirs.map(([name]) => name));
    const changed = ours.flatMap((words, i) => (words.join(' ') === theirs[i]!.join(' ') ? [] : [{ ours: words, theirs: theirs[i]! }]));
    expect(changed.map(({ ours: [name] }) => name).sort()).toEqual(
      ['listen', 'listen', 'listen', 'listen', 'server', 'ssl_certificate', 'ssl_certificate_key'].sort(),
    );
    for (const { ours: words, theirs: original } of changed) {
      expect(changeable.has(words[0]!)).toBe(true);
      // Only the address and port, or the path, of the directive: its options (ssl, http2) stay.
      expect(words.slice(2)).toEqual(original.slice(2));
    }
  });

  it('keeps what the deployment depends on: TLS, the redirect, the stream, the caches and the forwarded client', () => {
    const text = journey.replace(/#.*$/gm, '');
    expect(text).toMatch(/return 301 https:\/\/\$host\$request_uri;/);
    expect(text).toMatch(/location = \/api\/chat\/stream \{[^}]*proxy_buffering off;[^}]*proxy_read_timeout \d+s;/);
    expect(text).toMatch(/location \/assets\/ \{[^}]*max-age=31536000, immutable/);
    expect(text).toMatch(/location = \/sw\.js \{[^}]*"no-cache"/);
    expect(text).toMatch(/location = \/index\.html \{[^}]*"no-cache"/);
    expect(text).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    expect(text).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/);
    expect(text).toMatch(/proxy_http_version 1\.1;/);
    expect(text).toMatch(/keepalive \d+;/);
    expect(text).toMatch(/gzip on;/);
  });
});
