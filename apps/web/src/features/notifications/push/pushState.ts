import type { CommandInput, CommandOutput } from '@t1d/contract';
import { subscriptionInput } from '../../../shared/pushDevice';

/**
 * What the device switch shows. on/off: it can be switched. blocked: the browser's permission was
 * denied. install: iPhone and iPad take pushes only in the app added to the home screen. insecure: the
 * page is on a plain-http address, where no browser offers web push (ADR 0037). unsupported: this
 * browser has no web push. unavailable: this server sends none (PUSH_ENABLED=false).
 */
export type PushStatus = 'checking' | 'on' | 'off' | 'blocked' | 'install' | 'insecure' | 'unsupported' | 'unavailable';

type PushSupport = 'ok' | 'install' | 'insecure' | 'unsupported';

/** The browser, as the switch uses it (the real one is in thisBrowser.ts; tests give a fake). */
export interface PushBrowser {
  support: PushSupport;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  current(): Promise<PushSubscription | null>;
  subscribe(applicationServerKey: Uint8Array<ArrayBuffer>): Promise<PushSubscription>;
}

/** The server's three commands (ParentPush.*). */
export interface PushServer {
  getConfig(endpoint?: string): Promise<CommandOutput<'ParentPush.getConfig'>>;
  subscribe(input: CommandInput<'ParentPush.subscribe'>): Promise<unknown>;
  unsubscribe(endpoint: string): Promise<unknown>;
}

type Locale = 'en' | 'zh';

/**
 * On a plain-http address, 'insecure': browsers hide web push there, and the cause is the address, not
 * the browser. Web push without a home-screen app on iOS is 'install'; without PushManager anywhere
 * else, 'unsupported'.
 */
export function pushSupport(env: { secureContext: boolean; hasPush: boolean; ios: boolean; installed: boolean }): PushSupport {
  if (!env.secureContext) return 'insecure';
  if (env.hasPush) return 'ok';
  return env.ios && !env.installed ? 'install' : 'unsupported';
}

/** The VAPID public key (base64url) as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) => char.charCodeAt(0));
}

function madeWith(subscription: PushSubscription, key: Uint8Array): boolean {
  const used = subscription.options?.applicationServerKey;
  if (!used) return false;
  const bytes = new Uint8Array(used);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/**
 * Where the device stands: on only when this browser has a subscription the server knows as the
 * parent's. When on, the language and sign-in it is sent under are brought up to date.
 */
export async function readStatus(browser: PushBrowser, server: PushServer, locale: Locale): Promise<PushStatus> {
  if (browser.support !== 'ok') return browser.support;
  if (browser.permission() === 'denied') return 'blocked';
  const subscription = await browser.current();
  const config = await server.getConfig(subscription?.endpoint);
  if (!config.enabled) return 'unavailable';
  if (!subscription || !config.subscribed || browser.permission() !== 'granted') return 'off';
  await server.subscribe(subscriptionInput(subscription, locale)).catch(() => undefined);
  return 'on';
}

/** Asks for permission, subscribes this browser with the server's key, and tells the server. */
export async function turnOn(browser: PushBrowser, server: PushServer, locale: Locale): Promise<PushStatus> {
  const permission = await browser.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const config = await server.getConfig();
  if (!config.enabled) return 'unavailable';
  const key = keyBytes(config.public_key);
  let subscription = await browser.current();
  // One made with another key (the server's keys changed) cannot be sent to: make a new one.
  if (subscription && !madeWith(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await browser.subscribe(key);
  await server.subscribe(subscriptionInput(subscription, locale));
  return 'on';
}

/** Tells the server first (so a failure leaves the device on, as the switch still shows), then the browser. */
export async function turnOff(browser: PushBrowser, server: PushServer): Promise<PushStatus> {
  const subscription = await browser.current();
  if (subscription) {
    await server.unsubscribe(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}
