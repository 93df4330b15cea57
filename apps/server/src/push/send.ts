import type { PushMessage } from '@t1d/contract';
import webpush from 'web-push';
import type { VapidKeys } from './vapidKeys.js';

export interface PushDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface SendOptions {
  vapid: VapidKeys & { subject: string };
  urgency: 'normal' | 'high';
  /** How long the push service may hold the push for an offline device. */
  ttlSeconds: number;
  timeoutMs: number;
}

/**
 * sent: the push service took it. gone: the device's subscription ended (404, 410): forget the device.
 * retry: the push service is busy or unreachable (429, 5xx, a time-out). refused: any other answer:
 * trying again would not help.
 */
export type SendOutcome = 'sent' | 'gone' | 'retry' | 'refused';

/**
 * Encrypts `message` for the device (RFC 8291, aes128gcm), signs a VAPID token for the endpoint's
 * origin (RFC 8292) with web-push, and posts it. The post is our own fetch, not web-push's: it has a
 * time limit, never follows a redirect elsewhere, and speaks plain http to a stand-in push service on
 * this machine in tests.
 */
export async function sendPush(device: PushDevice, message: PushMessage, options: SendOptions): Promise<SendOutcome> {
  const details = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(message),
    {
      vapidDetails: options.vapid,
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
    },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    // fetch counts the body itself.
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  }
  let status: number;
  try {
    const response = await fetch(device.endpoint, {
      method: 'POST',
      headers,
      body: new Uint8Array(details.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    status = response.status;
    await response.body?.cancel();
  } catch {
    return 'retry';
  }
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'refused';
}

/** Throws at start when the key pair or subject cannot sign a VAPID token, rather than at each push. */
export function checkVapid(vapid: VapidKeys & { subject: string }): void {
  webpush.getVapidHeaders('https://fcm.googleapis.com', vapid.subject, vapid.publicKey, vapid.privateKey, 'aes128gcm');
}
