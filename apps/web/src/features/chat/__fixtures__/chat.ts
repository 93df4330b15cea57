import type { ChatMessage } from '@t1d/contract';

/** A chat message for tests: an assistant's answer from the library unless told otherwise. */
export const chatMessage = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 1,
  role: 'assistant',
  kind: 'passages',
  body: '',
  citations: [],
  created_at: 1_800_000_000,
  ...overrides,
});

/** One server-sent event as POST /api/chat/stream writes it. */
export const sseFrame = (type: string, data: object = {}) => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
