import { emergencyArticles } from './answerTexts.js';
import { describedIn } from './described.js';
import { emergencyIn, type EmergencyKind } from './emergency.js';
import { guidanceFor, type Guidance } from './guidance.js';
import { chineseCheck } from './readingPatterns.js';
import type { Lang } from './passages.js';
import type { Found, LibrarySearch } from './search.js';

/** How a question will be answered, decided before any model: the evaluation sets check this. */
export type Route =
  { kind: 'emergency'; emergencies: EmergencyKind[]; slugs: string[] } | { kind: 'library'; guidance: Guidance | null; found: Found[] };

// The words of a check and what it showed ("tested him, got 2.9", "the meter says 3.1", "测了一下"):
// once a guidance answers the reading, they say nothing more, and searched they found screening (a
// blood test) beside a low's steps. Sensors and meters stay: they name the library's CGM article.
const checkWords = new RegExp(
  String.raw`\b(?:test(?:ed|ing|s)?|check(?:ed|ing|s)?|prick(?:ed|ing)?|measur(?:e|ed|ing)|got|gets|came back|came out|reads?|reading|says|said|shows?|showing)\b|${chineseCheck}|显示`,
  'gi',
);

/**
 * Safety first: an emergency (emergency.ts) is answered with the emergency guidance and its articles,
 * without searching; a described low or high (described.ts) with the library's steps for it and its
 * article first; anything else with the articles the search finds.
 */
export async function routeQuestion(search: LibrarySearch, question: string, lang: Lang): Promise<Route> {
  const emergencies = emergencyIn(question);
  if (emergencies.length) return { kind: 'emergency', emergencies, slugs: emergencyArticles(emergencies) };
  const guidance = guidanceFor(describedIn(question), question, lang);
  if (!guidance) return { kind: 'library', guidance, found: await search.find(question, lang, 3) };
  return { kind: 'library', guidance, found: await search.find(question.replace(checkWords, ' '), lang, 3, guidance) };
}
