import type { QueryClient } from '@tanstack/react-query';
import { keepRead } from '../../../shared/api/keepRead';
import { articleRead } from '../../../shared/emergency/urgentLearning';

/**
 * The library's articles a parent needs when the chat cannot answer (offline): a low and the rule of
 * 15, a severe low, a high with ketones, and when to call for help; the same articles the chat's own
 * guidance and emergency answers are taken from (server: chat/guidance.ts, chat/answerTexts.ts).
 */
export const helpArticleSlugs = ['hypoglycaemia', 'severe-hypo-glucagon', 'hyperglycaemia-ketones', 'when-to-call-emergency'] as const;

/**
 * Asks for each help article this device does not hold yet, so that it opens offline (ADR 0065). One a
 * deployment has unpublished is refused and stays away: the chat then offers no link to it.
 */
export function keepHelpArticles(queryClient: QueryClient): void {
  for (const slug of helpArticleSlugs) void keepRead(queryClient, articleRead(slug));
}
