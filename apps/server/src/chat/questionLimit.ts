import { Refusal } from '../domain/refusal.js';
import type { Services } from '../services.js';

/**
 * Counts a parent's question against the chat's per-parent limit, for both doors (ParentChat.ask and
 * the stream). It runs before anything is stored, so a refused question leaves no trace.
 */
export async function countChatQuestion(services: Pick<Services, 'limiter' | 'config'>, userId: number): Promise<void> {
  const wait = await services.limiter.hit(`chat:${userId}`, services.config.rateLimits.chatQuestionsPerUser);
  if (wait !== null) throw new Refusal('chat_rate_limited', { retryAfterSeconds: wait });
}
