import {
  checkFound,
  comparisonAfter,
  comparisonBefore,
  displayHigh,
  displayLow,
  glucoseWord,
  glucoseWordAfter,
  gotJustNow,
  ketoneWord,
  ketonesUp,
  mgAfter,
  mmolAfter,
  notReadingAfter,
  notReadingBefore,
  number,
  personBefore,
  plainMessage,
  urineKetones,
} from './readingPatterns.js';
import { asksMeaning, past } from './telling.js';
import { glucoseVerdict, ketoneBand, seriousLow, type GlucoseUnit, type GlucoseVerdict, type KetoneBand } from './thresholds.js';

/**
 * The glucose and ketone readings a parent's message gives, read before any search or model: "bg 3,1",
 * "dexcom says 62 mg/dl", "血糖只有1.8", "ketones are 2.5", "尿酮两个加号", and what a meter or sensor shows
 * instead of a number ("LOW", "LO", "HI"). A number counts only beside a glucose or ketone word (before
 * it, or after: "3.4 on the meter"), a unit, or as "he's 3.1" or "just tested 3.4"; ages, times, grams
 * and doses are not readings.
 */
export interface GlucoseReading {
  /** Where it stands in the message, so the last one written can be told from the others. */
  at: number;
  value: number | null;
  /** The unit written or, for a bare number, judged by its size; null when the size leaves it open. */
  unit: GlucoseUnit | null;
  /** Where the reading stands; null when its unit is open. */
  verdict: GlucoseVerdict | null;
  serious: boolean;
  /** "over 14", "3.0以上": a line the parent asks about rather than a reading. */
  comparison: boolean;
}

export interface KetoneReading {
  at: number;
  /** Blood ketones in mmol/L; null for a urine strip's result or a word ("ketones high"). */
  value: number | null;
  band: KetoneBand | null;
  urine: boolean;
  comparison: boolean;
}

export interface Readings {
  glucose: GlucoseReading[];
  ketones: KetoneReading[];
}

/** The nearest reading word before a number, and whether it is near: no other number stands between. */
function nearestWord(before: string): { kind: 'ketone' | 'glucose'; near: boolean } | null {
  const clause = before
    .split(/(?<!\d)\.|\.(?!\d)|[!?;\n]/)
    .at(-1)!
    .slice(-40);
  let best: { at: number; end: number; kind: 'ketone' | 'glucose' } | null = null;
  for (const [pattern, kind] of [
    [ketoneWord, 'ketone'],
    [glucoseWord, 'glucose'],
  ] as const) {
    for (const match of clause.matchAll(pattern))
      if (!best || match.index >= best.at) best = { at: match.index, end: match.index + match[0].length, kind };
  }
  return best && { kind: best.kind, near: !/\d/.test(clause.slice(best.end)) };
}

/**
 * A bare glucose number's unit, by its size only where that leaves no doubt: a number with a decimal
 * part is mmol/L (mg/dL is read in whole numbers); a whole number is mmol/L below 20 and mg/dL above 33,
 * as meters show LO below 20 mg/dL and HI above 33.3 mmol/L; 20 to 33 could be either, and is not judged
 * (ADR 0029: these two numbers decide a unit, never whether a child is low).
 */
function bareUnit(text: string): GlucoseUnit | null {
  if (/[.,]/.test(text)) return 'mmol';
  const value = Number(text);
  if (value < 20) return 'mmol';
  return value > 33 ? 'mg' : null;
}

function glucoseReading(at: number, value: number | null, unit: GlucoseUnit | null, comparison: boolean): GlucoseReading {
  return {
    at,
    value,
    unit,
    verdict: value !== null && unit ? glucoseVerdict(value, unit) : null,
    serious: value !== null && unit !== null && seriousLow(value, unit),
    comparison,
  };
}

// A trace or a small result on a urine strip counts like normal blood ketones; the library asks for a
// call only at a moderate or large one, and how a strip's marks read is for the care team to explain.
const urineBand = (result: string): KetoneBand | null =>
  /trace|small|微量|少量|一\s*个?\s*加号|^1?\s*\+$/i.test(result.trim()) ? 'normal' : null;

/**
 * What a clause is read with from before it: the unit last written, whether a reading came before, and
 * the clause just before it in the same sentence (for "tested him, got 2.9").
 */
interface ClauseContext {
  unitBefore: GlucoseUnit | null;
  readBefore: boolean;
  previous: string;
}

function readingsOfClause(text: string, base: number, { unitBefore, readBefore, previous }: ClauseContext) {
  const glucose: GlucoseReading[] = [];
  const ketones: KetoneReading[] = [];
  const lines = asksMeaning.test(text.toLowerCase());
  let lastUnit = unitBefore;
  let unitWritten = false;
  for (const match of text.matchAll(number)) {
    const at = base + match.index;
    const before = text.slice(0, match.index);
    const after = text.slice(match.index + match[0].length);
    const value = Number(match[0].replace(',', '.'));
    const comparison = lines || comparisonBefore.test(before) || comparisonAfter.test(after);
    const unit: GlucoseUnit | null = mmolAfter.test(after) ? 'mmol' : mgAfter.test(after) ? 'mg' : null;
    // "1.2 ketones", "2.5的血酮": the word after, unless it is the next number's ("sugar 22 ketones 1.8").
    const ketoneAfter =
      /^\s*(?:blood\s+|urine\s+)?k[ei]y?to?n\w*\b(?!\s*(?:are|is|were|of|at|:)?\s*\d)/i.test(after) ||
      /^\s*的?[血尿]?酮(?!体?\s*(?:是|为|:)?\s*\d)/.test(after);
    // A word just before wins ("血糖19 尿酮阳性"); one a number away loses to a ketone word just after.
    // With none in this clause, the word just before it in the last one counts ("checked his ketones,
    // got 0.3", "测了血糖，2.8"), never one a number away ("sugar 19, she is 7").
    const own = nearestWord(before);
    const carried = own ? null : nearestWord(previous + before);
    const nearest = own ?? (carried?.near ? carried : null);
    const word = nearest?.near ? nearest.kind : ketoneAfter ? 'ketone' : glucoseWordAfter.test(after) ? 'glucose' : (nearest?.kind ?? null);
    if (word === 'ketone') {
      // A urine strip's "2+" is read with its other results below.
      if (!/(?:urine|尿)[^.!?;\n]{0,12}$/i.test(before) && !/^\s*\+/.test(after))
        ketones.push({ at, value, band: ketoneBand(value), urine: false, comparison });
      continue;
    }
    if (!unit && (notReadingAfter.test(after) || notReadingBefore.test(before))) continue;
    // Said of the child, a decimal is a reading ("he's 3.1") and so is a number no age reaches ("she's 45").
    const decimal = /[.,]/.test(match[0]);
    const said =
      ((personBefore.test(before) || checkFound.test(previous + before)) && (decimal || value > 33)) ||
      (gotJustNow.test(before) && decimal);
    // The next of a run of readings: "3.4 mmol then 2.9", "45 mg/dl then 52" (a whole number only after
    // a word that joins it to the last, so "15 mmol, she is 7" is not a second reading).
    const joined = /(?:\b(?:then|now|and|still)|->|→|然后|现在|又|再测|复测)\s*$/i.test(before);
    const next = (readBefore || glucose.length > 0) && (decimal || ((unitWritten || unitBefore !== null) && joined));
    if (unit === null && word !== 'glucose' && !said && !next) continue;
    if (unit) [lastUnit, unitWritten] = [unit, true];
    glucose.push(glucoseReading(at, value, unit ?? lastUnit ?? bareUnit(match[0]), comparison));
  }
  const shownAs = (patterns: RegExp[], verdict: GlucoseVerdict) =>
    patterns.flatMap((pattern) =>
      [...text.matchAll(pattern)].map((match) => ({ ...glucoseReading(base + match.index, null, null, lines), verdict })),
    );
  glucose.push(...shownAs(displayLow, 'low'), ...shownAs(displayHigh, 'high'));
  const strip = [...text.matchAll(urineKetones)][0];
  if (strip && !ketones.some((reading) => reading.urine))
    ketones.push({ at: base + strip.index, value: null, band: urineBand(strip[1] ?? strip[2] ?? ''), urine: true, comparison: lines });
  if (!ketones.length)
    for (const match of text.matchAll(ketonesUp))
      ketones.push({ at: base + match.index, value: null, band: null, urine: false, comparison: lines });
  return { glucose, ketones, lastUnit };
}

// Where a clause ends: a sentence's end, a comma between words (not "3,1"), or before "now", "still",
// "but", "then", so that "gave juice 10 mins ago still 3.4" keeps its "still 3.4".
const clauseEnd = /(?<!\d)\.|\.(?!\d)|[!?;\n]+|,(?!\d)|(?<!\d),|(?=\b(?:now|still|but|then)\b|现在|但是|可是|还是)/gi;

/**
 * The readings in a message, in the order they are written. A clause about the past gives none ("she
 * was 2.5 yesterday"); one that asks what numbers mean gives lines to compare with, not readings.
 */
export function readingsIn(message: string): Readings {
  const text = plainMessage(message);
  const glucose: GlucoseReading[] = [];
  const ketones: KetoneReading[] = [];
  let unit: GlucoseUnit | null = null;
  let start = 0;
  let previous = '';
  for (const end of [...text.matchAll(clauseEnd)].map((match) => match.index + match[0].length).concat(text.length)) {
    if (end <= start) continue;
    const clause = text.slice(start, end);
    const inThePast = past.test(clause.toLowerCase());
    if (!inThePast) {
      const found = readingsOfClause(clause, start, { unitBefore: unit, readBefore: glucose.length > 0, previous });
      glucose.push(...found.glucose);
      ketones.push(...found.ketones);
      unit = found.lastUnit;
    }
    // A check in the past ("tested him last night, got 2.9") tells nothing of now; marks alone ("...")
    // stay with the clause they end.
    previous = inThePast ? '' : /[\p{L}\p{N}]/u.test(clause) ? clause : previous + clause;
    start = end;
  }
  const byPlace = (a: { at: number }, b: { at: number }) => a.at - b.at;
  return { glucose: glucose.sort(byPlace), ketones: ketones.sort(byPlace) };
}
