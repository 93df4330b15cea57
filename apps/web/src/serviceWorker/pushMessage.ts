/**
 * What the server's push carries (apps/server/src/push): the notification's words in the parent's
 * language, and the app page a tap opens. Anything else is shown as a plain reminder to open the app,
 * so a malformed push still tells the parent something happened.
 */
interface PushMessage {
  title: string;
  body: string;
  /** An app path, always starting with one slash: a push never sends a parent off the app's origin. */
  url: string;
  tag?: string;
}

const fallback: PushMessage = {
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
export function readPushMessage(raw: string | null): PushMessage {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) data = parsed as Record<string, unknown>;
  } catch {
    return fallback;
  }
  const title = text(data.title, 120);
  if (!title) return fallback;
  return {
    title,
    body: text(data.body, 500) ?? '',
    url: appPath(data.url) ?? fallback.url,
    tag: text(data.tag, 100) ?? undefined,
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
