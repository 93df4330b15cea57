import { pushLimits } from '@t1d/contract';
import type { PushMessage } from '@t1d/contract';

/**
 * What the worker shows for a push (the contract's PushMessage, which apps/server/src/push sends): the
 * notification's words in the parent's language, and the app page a tap opens. Anything else is shown
 * as a plain reminder to open the app, so a malformed push still tells the parent something happened;
 * that reminder has no tag. The url is an app path, always starting with one slash: a push never sends
 * a parent off the app's origin.
 */
export type ShownPush = Omit<PushMessage, 'tag'> & Partial<Pick<PushMessage, 'tag'>>;

const fallback: ShownPush = {
  title: 'T1D Family',
  body: 'Open the app to see what is new. 打开应用查看最新消息。',
  url: '/notifications',
};

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.slice(0, max) : null;
}

/** Only a path on this app: '/x', never '//host' or 'https://…'. */
export function appPath(value: unknown): string | null {
  return typeof value === 'string' && /^\/(?!\/)/.test(value) && !value.includes('\\') ? value : null;
}

/** Reads a push's JSON body; what is missing or wrong falls back rather than failing. */
export function readPushMessage(raw: string | null): ShownPush {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) data = parsed as Record<string, unknown>;
  } catch {
    return fallback;
  }
  // Up to the contract's limits, which the server's texts already keep to; only a longer one is cut.
  const title = text(data.title, pushLimits.title);
  if (!title) return fallback;
  return {
    title,
    body: text(data.body, pushLimits.body) ?? '',
    url: appPath(data.url) ?? fallback.url,
    tag: text(data.tag, pushLimits.tag) ?? undefined,
  };
}

/** A message a worker posts to its open pages: go to this app path (the app's router takes it, no reload). */
export interface OpenPageMessage {
  type: 'open-page';
  url: string;
}

export function isOpenPageMessage(value: unknown): value is OpenPageMessage {
  const message = value as Partial<OpenPageMessage> | null;
  return typeof message === 'object' && message !== null && message.type === 'open-page' && appPath(message.url) !== null;
}
