import type { QueryClient } from '@tanstack/react-query';
import { commandQueryOptions } from '../api';
import { keepRead } from '../api/keepRead';

// The library's urgent articles (what to do at a low, a severe low, a high with ketones, a sick day, and
// when to call for help) as /urgent-learning and each article's page ask them (features/library), so
// that those pages find them kept on the device and open offline (ADR 0064).
const handledHere = { handlesErrors: true };

/** The urgent set's list, as /urgent-learning asks it. */
export const urgentArticlesRead = () => commandQueryOptions('ContentApi.list', { kind: 'article', urgent_only: true }, handledHere);

/** One article with its body, as its page asks it. */
export const articleRead = (slug: string) => commandQueryOptions('ContentApi.get', { kind: 'article', slug }, handledHere);

/**
 * Asks for the urgent set's list when this device holds none, then for each of its articles the device
 * does not hold ('missing'); or all of them again ('now': after a switch of language, so that they are
 * read offline in the new one). What is kept, however old, is not asked again otherwise: the pages
 * refresh it when opened online. A failure changes nothing on screen.
 */
export async function keepUrgentLearning(queryClient: QueryClient, when: 'missing' | 'now' = 'missing'): Promise<void> {
  const urgent = await keepRead(queryClient, urgentArticlesRead(), when);
  for (const article of urgent?.list ?? []) void keepRead(queryClient, articleRead(article.slug), when);
}
