import type { Described } from './described.js';
import { guidanceTexts } from './guidanceTexts.js';
import type { Lang } from './passages.js';

/** What the chat puts before the library's passages when a message describes a low or a high. */
export interface Guidance {
  kind: 'low' | 'high';
  /** The article the guidance is taken from: it is cited first. */
  slug: string;
  /** The article's section the guidance already shows, so the passages that follow show another. */
  section: string;
  /**
   * The article whose steps are for the other state (a low's for a high and a high's for a low): never
   * quoted beside the guidance, where a word or a number both share (the "15" of a reading and of the
   * rule of 15) would otherwise put sugar for a low next to the steps for a high.
   */
  contradicts: string;
  text: string;
}

const night = /\bnight|overnight|asleep|sleeping|bedtime|\b(?:1[0-2]|[1-9])\s*am\b|半夜|夜里|夜间|晚上|睡觉|睡着|凌晨/i;

/**
 * A low: the rule of 15 step by step, what counts as fast-acting sugar, the serious-low line when a
 * reading is below it, the night line when the message speaks of night, and last what to do instead
 * if the child cannot swallow, is unconscious or has a seizure.
 */
function lowGuidance(described: Described, message: string, lang: Lang): string {
  const words = guidanceTexts[lang].low;
  return [
    `### ${words.heading}`,
    words.when,
    words.steps.join('\n'),
    words.fastSugar,
    words.fastSugarList.join('\n'),
    ...(described.glucose?.serious ? [words.seriousLow] : []),
    ...(night.test(message) ? [words.atNight] : []),
    words.severe,
  ].join('\n\n');
}

/**
 * A high: what a ketone reading means first when there is one (a blood reading's band, or how to take
 * a urine strip's result), then the steps, then when it is an emergency.
 */
function highGuidance(described: Described, lang: Lang): string {
  const words = guidanceTexts[lang].high;
  const ketones = described.ketones;
  const reading = ketones?.urine ? words.urine : ketones?.band ? words.ketoneBands[ketones.band] : null;
  return [`### ${words.heading}`, ...(reading ? [reading] : []), words.steps.join('\n'), words.danger].join('\n\n');
}

/** The guidance a described low or high opens with, or null when the message describes neither. */
export function guidanceFor(described: Described, message: string, lang: Lang): Guidance | null {
  if (described.state === 'low')
    return {
      kind: 'low',
      slug: 'hypoglycaemia',
      section: guidanceTexts[lang].low.heading,
      contradicts: 'hyperglycaemia-ketones',
      text: lowGuidance(described, message, lang),
    };
  if (described.state === 'high')
    return {
      kind: 'high',
      slug: 'hyperglycaemia-ketones',
      section: guidanceTexts[lang].high.sectionHeading,
      contradicts: 'hypoglycaemia',
      text: highGuidance(described, lang),
    };
  return null;
}
