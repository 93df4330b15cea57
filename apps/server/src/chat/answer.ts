import type { ChatCitation, ChatMessage } from '@t1d/contract';
import { withEmergencyNumber } from '../content/emergencyNumber.js';
import type { Db } from '../db/database.js';
import type { ChatAnswerKind } from '../db/librarySchema.js';
import { citationsOf, passagesAnswer, withDisclaimer } from './answerParts.js';
import { asksForDose, chatTexts, emergencyGuidance, namesInsulinAmount } from './answerTexts.js';
import { saveMessage } from './history.js';
import type { ChatModel } from './llm.js';
import type { Lang } from './passages.js';
import type { Found, LibrarySearch } from './search.js';
import { routeQuestion } from './triage.js';

/** What the chat tells the page while it answers (POST /api/chat/stream sends each as an event). */
export type ChatEvent =
  | { type: 'question'; message: ChatMessage }
  | { type: 'meta'; kind: ChatAnswerKind; citations: ChatCitation[] }
  | { type: 'delta'; text: string }
  /** What was streamed so far is withdrawn (the model failed or named a dose): the answer starts again. */
  | { type: 'reset' }
  | { type: 'done'; message: ChatMessage };

export interface ChatServices {
  db: Db;
  search: LibrarySearch;
  model: ChatModel | null;
  timeoutMs: number;
  /** Named wherever the chat's words or the library's steps say to call emergency services. */
  emergencyNumber: string;
  now: () => number;
}

/** The question's language: Chinese when it has Chinese characters, English when it has Latin letters. */
export function questionLanguage(question: string, fallback: Lang): Lang {
  if (/\p{Script=Han}/u.test(question)) return 'zh';
  return /[a-z]/i.test(question) ? 'en' : fallback;
}

/**
 * Answers a parent's question, safety first: an emergency gets the emergency guidance before anything
 * else and without a model; a described low or high opens with the library's steps for it (guidance.ts);
 * a dose question is declined; otherwise the library is searched and a configured model writes from
 * the passages found, else (or when it fails, times out, or names an insulin amount) the passages
 * themselves answer. Every answer ends with the care-team disclaimer.
 */
export async function* answerQuestion(services: ChatServices, userId: number, question: string, locale: Lang): AsyncGenerator<ChatEvent> {
  const { db } = services;
  const lang = questionLanguage(question, locale);
  const words = chatTexts(lang);
  yield {
    type: 'question',
    message: await saveMessage(db, userId, { role: 'parent', kind: 'question', lang, body: question, citations: [] }, services.now()),
  };

  let kind: ChatAnswerKind = 'passages';
  let body: string;
  let citations: ChatCitation[];
  let streamed = false;
  const route = await routeQuestion(services.search, question, lang);
  if (route.kind === 'emergency') {
    kind = 'emergency';
    citations = await citationsOf(db, route.slugs, lang, services.emergencyNumber);
    const links = citations.map((citation) => `[${citation.title}](/article/${citation.slug})`).join(' · ');
    body = `${emergencyGuidance(route.emergencies, lang, services.emergencyNumber)}\n\n${words.readMore}: ${links}`;
  } else {
    // A described low or high opens with the library's steps for it, and its article is cited first.
    const { guidance, found } = route;
    const lead = guidance ? `${withEmergencyNumber(guidance.text, services.emergencyNumber)}\n\n` : '';
    citations = found.map((article) => ({ slug: article.slug, title: article.title }));
    if (!found.length) body = lead + words.nothingFound;
    else if (asksForDose(question)) body = lead + passagesAnswer(found, words.noDoses, lang);
    else if (!services.model) body = lead + passagesAnswer(found, words.fromLibrary, lang);
    else {
      yield { type: 'meta', kind: 'generated', citations };
      if (lead) yield { type: 'delta', text: lead };
      const written = yield* modelAnswer(services, question, found, lang);
      streamed = written !== null;
      kind = streamed ? 'generated' : 'passages';
      body = lead + (written ?? passagesAnswer(found, words.modelFailed, lang));
    }
  }
  const full = withDisclaimer(body, lang);
  if (streamed) yield { type: 'delta', text: full.slice(body.length) };
  else {
    yield { type: 'meta', kind, citations };
    yield { type: 'delta', text: full };
  }
  yield { type: 'done', message: await saveMessage(db, userId, { role: 'assistant', kind, lang, body: full, citations }, services.now()) };
}

// Where a sentence ends: only whole sentences are checked and shown while the answer streams. A Latin
// stop counts only with a space after it, so "4.5" is one number, not a sentence that ends at "4.";
// a Chinese one is a stop of its own. What follows the last stop is shown once the answer is whole.
const sentenceEnd = /[.!?;](?=\s)\s*|[。！？；]\s*/g;

function lastSentenceEnd(text: string): number {
  let end = 0;
  for (const match of text.matchAll(sentenceEnd)) end = match.index + match[0].length;
  return end;
}

/**
 * Streams the model's answer a whole sentence at a time and answers its text, or withdraws what it
 * streamed and answers null when the model fails, takes too long, says nothing, or names an amount of
 * insulin. A sentence is shown only once it is complete and checked with everything before it, so a
 * dose is never half shown ("Give 4" before " units") and a safe sentence is never withdrawn for its
 * first half ("recheck insulin in 15" before " minutes"); the whole answer is checked once more at the end.
 */
async function* modelAnswer(
  services: ChatServices,
  question: string,
  found: Found[],
  lang: Lang,
): AsyncGenerator<ChatEvent, string | null> {
  let written = '';
  let shown = 0;
  try {
    for await (const piece of generate(services, question, found, lang)) {
      written += piece;
      const complete = lastSentenceEnd(written);
      if (complete <= shown) continue;
      if (namesInsulinAmount(written.slice(0, complete))) throw new Error('the answer named an insulin amount');
      yield { type: 'delta', text: written.slice(shown, complete) };
      shown = complete;
    }
    if (namesInsulinAmount(written)) throw new Error('the answer named an insulin amount');
    if (shown < written.length) yield { type: 'delta', text: written.slice(shown) };
    return written;
  } catch {
    yield { type: 'reset' };
    return null;
  }
}

/** The model's answer within the time limit; an empty answer counts as a failure. */
async function* generate(services: ChatServices, question: string, found: Found[], lang: Lang): AsyncGenerator<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('the model took too long')), services.timeoutMs);
  let any = false;
  try {
    for await (const piece of services.model!.stream(question, found, lang, controller.signal)) {
      if (controller.signal.aborted) throw controller.signal.reason;
      any = true;
      yield piece;
    }
    // An aborted stream may end quietly instead of throwing: a cut-off answer is no answer.
    if (controller.signal.aborted) throw controller.signal.reason;
    if (!any) throw new Error('the model answered nothing');
  } finally {
    clearTimeout(timer);
  }
}
