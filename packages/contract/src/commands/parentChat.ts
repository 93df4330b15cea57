import * as z from 'zod/mini';
import { command } from '../define.js';
import { epochSeconds, id, plainText } from '../fields.js';

export const chatCitation = z.object({ slug: z.string(), title: z.string() });
export type ChatCitation = z.infer<typeof chatCitation>;

/**
 * One message of a parent's chat. An answer's `kind` says how it was made: `emergency` (the emergency
 * guidance, always first when a message describes one), `generated` (a model wrote it from the
 * library's passages), `passages` (the best passages themselves, when no model is configured or it
 * failed).
 */
export const chatMessage = z.object({
  id,
  role: z.enum(['parent', 'assistant']),
  kind: z.enum(['question', 'emergency', 'generated', 'passages']),
  body: z.string(),
  citations: z.array(chatCitation),
  created_at: epochSeconds,
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatQuestion = z.object({
  question: z.pipe(plainText(1000), z.string().check(z.minLength(1, { error: 'Type a question first' }))),
});

export const parentChat = {
  /** Answers in one piece; the web app streams the same answer from POST /api/chat/stream. */
  'ParentChat.ask': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: chatQuestion,
    output: z.object({ question: chatMessage, answer: chatMessage }),
  }),
  /** The parent's own chat, oldest first, the latest `limit` messages. */
  'ParentChat.getHistory': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({ limit: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(200)), 50) }),
    output: z.object({ list: z.array(chatMessage) }),
  }),
  'ParentChat.deleteHistory': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z.object({}),
    output: z.object({ removed: z.number().check(z.int(), z.nonnegative()) }),
  }),
};
