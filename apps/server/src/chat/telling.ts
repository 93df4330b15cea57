/**
 * Whether a sentence of a parent's message tells of now. The chat acts on what is happening, not on a
 * question about what might ("what should I do if he ever…"), a habit ("whenever she's low"), the past
 * ("had a hypo yesterday") or what has passed ("she's fine now"). The emergency rules (emergency.ts)
 * and the reading of lows and highs (described.ts) use the same words.
 */

/** A phone's curly apostrophe (won’t, he’s) typed as the plain one the rules are written with. */
export const plainApostrophes = (message: string) => message.replace(/[‘’ʼ´`]/g, "'");

/** The sentences of a message, lower-cased; a decimal point ("3.1") does not end one. */
export const sentencesOf = (message: string) =>
  plainApostrophes(message)
    .toLowerCase()
    .split(/(?<!\d)\.|\.(?!\d)|[!?。！？;；\n]+/)
    .filter((part) => part.trim());

/** The child, as a Chinese message names it: "孩子", "女儿", "宝宝", "他"… */
export const chineseChild = '(?:孩子|儿子|女儿|宝宝|宝贝|小孩|娃|他|她)';

/** A question about a situation instead of a report of it: "what should I do if…", "如果…". */
export const hypothetical =
  /\b(?:if|ever|in case|what are the signs|what does|look like|how do i teach|when is|how long|how can i tell)\b|如果|万一|假如|要是|哪天|的话|一般会|想了解|想提前|是什么样/;

/** Told of the past: readings, signs and words there are not now. */
export const past =
  /\b(?:yesterday|last (?:night|week|month|time|year)|ago|earlier today|the other day)\b|昨天|前天|上次|上周|上个月|之前|以前/;

/** A habit or a general question: signs and words there are not now, though a reading may be. */
export const habit =
  /\b(?:always|usually|often|sometimes|whenever|when (?:he|she|they|i|we|you)(?:'s|'re| is| are| gets?| goes| has)|every (?:time|night|day|morning|evening)|tends? to|normally|why)\b|总是|老是|经常|每次|一般|有时|平时|容易|为什么|的时候/;

/** Asking what numbers mean: "血酮0.6和1.5分别是什么意思", "what does 1.2 mean". They are lines, not readings. */
export const asksMeaning = /什么意思|代表什么|说明什么|\bwhat (?:do|does)\b.{0,40}\bmean\b/;

/** What has passed: the child is well again. */
export const passed =
  /\b(?:fine now|ok now|okay now|better now|all fine|totally fine|back to normal|recovered|sorted now)\b|现在好了|没事了|已经好了|恢复了|活蹦乱跳|精神很好|精神不错/;

/**
 * What a sentence tells of now: its clauses not set in the past. A time that opens the sentence holds
 * for all of it ("yesterday she was shaky, sweaty and pale"); one in a later clause for that clause
 * alone ("she is shaky and sweaty, and had ketones last week": the signs are now).
 */
export function presentPartOf(sentence: string): string {
  const clauses = sentence.split(/,|，|、|\band\b|\bbut\b|但是|而且|还有/);
  if (past.test(clauses[0] ?? '')) return '';
  return clauses.filter((clause) => !past.test(clause)).join(',');
}
