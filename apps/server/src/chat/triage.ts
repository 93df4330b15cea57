import { emergencyArticles } from './answerTexts.js';
import { describedIn } from './described.js';
import { emergencyIn, type EmergencyKind } from './emergency.js';
import { guidanceFor, type Guidance } from './guidance.js';
import type { Lang } from './passages.js';
import type { Found, LibrarySearch } from './search.js';

/** How a question will be answered, decided before any model: the evaluation sets check this. */
export type Route =
  { kind: 'emergency'; emergencies: EmergencyKind[]; slugs: string[] } | { kind: 'library'; guidance: Guidance | null; found: Found[] };

/**
 * Safety first: an emergency (emergency.ts) is answered with the emergency guidance and its articles,
 * without searching; a described low or high (described.ts) with the library's steps for it and its
 * article first; anything else with the articles the search finds.
 */
export async function routeQuestion(search: LibrarySearch, question: string, lang: Lang): Promise<Route> {
  const emergencies = emergencyIn(question);
  if (emergencies.length) return { kind: 'emergency', emergencies, slugs: emergencyArticles(emergencies) };
  const guidance = guidanceFor(describedIn(question), question, lang);
  return { kind: 'library', guidance, found: await search.find(question, lang, 3, guidance ?? undefined) };
}
