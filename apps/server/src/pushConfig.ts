import { ConfigError, list } from './configValues.js';

/** Web push (README, push notifications; ADR 0021). */
export interface PushConfig {
  /** False (PUSH_ENABLED=false): nothing is sent and the app offers no device switch. */
  enabled: boolean;
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; null: the server makes a pair once and keeps it in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  /** Who push services may write to about this server's pushes: a mailto: or https: address. */
  subject: string;
  /**
   * Host names a subscription's endpoint may point at (each with its subdomains), so a parent cannot
   * make the server post to an address of its own network. Loopback http only when listed (tests).
   */
  serviceHosts: string[];
}

/** The browsers' push services: Chrome and Edge (FCM), Firefox, Windows, Safari. */
export const defaultPushServiceHosts = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
  'web.push.apple.com',
];

// A VAPID key pair on P-256, base64url: the public key is 65 bytes, the private key 32.
const publicKeyShape = /^[A-Za-z0-9_-]{87}$/;
const privateKeyShape = /^[A-Za-z0-9_-]{43}$/;

export function parsePush(env: NodeJS.ProcessEnv, publicUrl: string, mailFrom: string): PushConfig {
  const enabled = parseEnabled(env.PUSH_ENABLED);
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() ?? '';
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() ?? '';
  if (!publicKey !== !privateKey)
    throw new ConfigError('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (the server then makes a pair and keeps it).');
  if (publicKey && (!publicKeyShape.test(publicKey) || !privateKeyShape.test(privateKey)))
    throw new ConfigError(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be a P-256 key pair in base64url (npx web-push generate-vapid-keys).',
    );
  return {
    enabled,
    vapidKeys: publicKey ? { publicKey, privateKey } : null,
    subject: parseSubject(env.VAPID_SUBJECT, publicUrl, mailFrom),
    serviceHosts: env.PUSH_SERVICE_HOSTS ? list(env.PUSH_SERVICE_HOSTS.toLowerCase()) : defaultPushServiceHosts,
  };
}

function parseEnabled(raw: string | undefined): boolean {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'true') return true;
  if (value === 'false') return false;
  throw new ConfigError(`PUSH_ENABLED must be true or false, got "${raw}"`);
}

/** VAPID_SUBJECT, else the app's https address, else a mailto: of MAIL_FROM's address. */
function parseSubject(raw: string | undefined, publicUrl: string, mailFrom: string): string {
  if (raw) {
    const url = URL.canParse(raw) ? new URL(raw) : null;
    if (!url || (url.protocol !== 'mailto:' && url.protocol !== 'https:'))
      throw new ConfigError(`VAPID_SUBJECT must be a mailto: or https: address, got "${raw}"`);
    return raw;
  }
  if (publicUrl.startsWith('https://')) return new URL(publicUrl).origin;
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? (/^[^\s@]+@[^\s@]+$/.test(mailFrom) ? mailFrom : 'no-reply@localhost');
  return `mailto:${address}`;
}
