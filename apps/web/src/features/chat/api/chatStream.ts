import type { ChatCitation, ChatMessage } from '@t1d/contract';
import { ApiError, isApiError, isExpiring, refusalError, requestHeaders } from '../../../shared/api';
import { stopReadingAhead } from '../../../shared/lastDashboard/lastDashboard';
import { getToken } from '../../../shared/session';
import { readServerSentEvents, type ServerSentEvent } from '../sse';

/** The server's streaming twin of ParentChat.ask (docs/protocol.md): the same question, answered as server-sent events. */
export const CHAT_STREAM_URL = '/api/chat/stream';

/** What the server tells while it answers; `error` means the answer stopped and will not be finished. */
export type ChatStreamEvent =
  | { type: 'question'; message: ChatMessage }
  | { type: 'meta'; kind: ChatMessage['kind']; citations: ChatCitation[] }
  | { type: 'delta'; text: string }
  | { type: 'reset' }
  | { type: 'done'; message: ChatMessage }
  | { type: 'error'; msg: string };

/*
 * The events are checked by hand against the contract's shapes (parentChat.ts) rather than parsed with
 * its zod schemas: zod would add about 20 kB gzip to the chat's screen, over its size budget.
 */
type Data = Record<string, unknown>;
const kinds: readonly string[] = ['question', 'emergency', 'generated', 'passages'] satisfies ChatMessage['kind'][];
const isKind = (value: unknown): value is ChatMessage['kind'] => typeof value === 'string' && kinds.includes(value);
const isCitations = (value: unknown): value is ChatCitation[] =>
  Array.isArray(value) && value.every((entry: Data | null) => typeof entry?.slug === 'string' && typeof entry.title === 'string');
const isMessage = (value: unknown): value is ChatMessage => {
  const message = value as Data | null;
  return (
    typeof message?.id === 'number' &&
    (message.role === 'parent' || message.role === 'assistant') &&
    isKind(message.kind) &&
    typeof message.body === 'string' &&
    isCitations(message.citations) &&
    typeof message.created_at === 'number'
  );
};

function readEvent(type: string, data: Data): ChatStreamEvent | null {
  switch (type) {
    case 'question':
    case 'done':
      return isMessage(data.message) ? { type, message: data.message } : null;
    case 'meta':
      return isKind(data.kind) && isCitations(data.citations) ? { type, kind: data.kind, citations: data.citations } : null;
    case 'delta':
      return typeof data.text === 'string' ? { type, text: data.text } : null;
    case 'reset':
      return { type };
    case 'error':
      return { type, msg: typeof data.msg === 'string' ? data.msg : '' };
    default:
      return null;
  }
}

/** What a server-sent event means to the chat; null for one it does not know or cannot read. */
export function chatEventOf(event: ServerSentEvent): ChatStreamEvent | null {
  let data: unknown;
  try {
    data = event.data === '' ? {} : JSON.parse(event.data);
  } catch {
    return null;
  }
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? readEvent(event.event, data as Data) : null;
}

const jsonOrNothing = (response: Response) =>
  response.json().then(
    (value: unknown) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}),
    () => ({}),
  );

/**
 * Asks the chat and hands each event of its answer to `onEvent` as it arrives. Throws an ApiError: a
 * refusal before the stream (the gateway's JSON: 400, 429, or 401, which starts the session-expiry
 * flow as every call's does, unless the device is leaving or has left that session), a dropped
 * connection, or `cancelled` when `signal` aborts it.
 */
export async function streamChat(question: string, onEvent: (event: ChatStreamEvent) => void, signal?: AbortSignal): Promise<void> {
  if (isExpiring()) throw new ApiError({ kind: 'cancelled', msg: 'Session expiry in progress' });
  const failed = (error: unknown) =>
    isApiError(error) ? error : new ApiError({ kind: signal?.aborted ? 'cancelled' : 'network', msg: String(error) });
  const sentWith = getToken();
  // A question is an action (it is kept, and answered): nothing read ahead at start is taken after it (ADR 0046).
  stopReadingAhead();
  try {
    const response = await fetch(CHAT_STREAM_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...requestHeaders() },
      body: JSON.stringify({ question }),
      credentials: 'same-origin',
      signal,
    });
    if (!response.ok || !response.body) throw refusalError(response.status, await jsonOrNothing(response), { sentWith });
    for await (const event of readServerSentEvents(response.body)) {
      const chatEvent = chatEventOf(event);
      if (chatEvent) onEvent(chatEvent);
    }
  } catch (error) {
    throw failed(error);
  }
}
