/**
 * Reads the signs of signLexicon.ts in a parent's words: through typing slips, and not where the
 * message says they are not there ("not shaky", "没有发抖").
 */
import { signs, type Sign } from './signLexicon.js';
import { typedAs } from './typos.js';

// Real words a slip or two away from a sign's word, and every sign's own words (so that "blurred" is
// never read as "slurred"): a word is read as a sign through a slip only when it is neither.
const notSigns = new Set([
  ...'sweet sweets sweety swears swearing hungary shaken shaker shaping shaving shaming sharing staking snaking shapes shades shares shaves snakes stakes rambling contusion conclusion confession veritable ruminating starting staring starring muddied fearful frumpy scrappy strappy flurry slurry thirty thirsts seeing peeling peering peeking weeding'.split(
    ' ',
  ),
  ...signs.flatMap((sign) => sign.words ?? []),
]);
const negation = new Set("not no isn't isnt wasn't wasnt never without hasn't hasnt nor doesn't doesnt didn't didnt".split(' '));
// "for no reason and clammy", "no idea why, shaky": a negation of something else, not of the sign.
const negatingNothing = new Set('reason idea clue doubt wonder matter'.split(' '));

export interface SignsRead {
  low: number;
  high: number;
  names: string[];
}

/** The signs a piece of text tells, and how strongly they point to a low and to a high. */
export function signsIn(text: string): SignsRead {
  const lower = text.toLowerCase();
  const words = lower.split(/[^a-z']+/).filter(Boolean);
  const found = new Set<Sign>();
  for (const sign of signs) {
    const byWord = sign.words?.length
      ? words.some(
          (word, index) =>
            typedAs(word, sign.words!, notSigns) &&
            !words
              .slice(Math.max(0, index - 2), index)
              .some((before, at, window) => negation.has(before) && !negatingNothing.has(window[at + 1] ?? '')),
        )
      : false;
    const byPhrase = sign.phrases?.test(lower) ?? false;
    const byChinese = sign.zh
      ? [...lower.matchAll(new RegExp(sign.zh, 'g'))].some(
          (match) => !/(?:不(?!停|住)|没|无|未)[^\s,.!?;，。]{0,2}$/.test(lower.slice(0, match.index)),
        )
      : false;
    if (byWord || byPhrase || byChinese) found.add(sign);
  }
  const score = (side: Sign['side']) => [...found].filter((sign) => sign.side === side).reduce((sum, sign) => sum + sign.weight, 0);
  return { low: score('low'), high: score('high'), names: [...found].map((sign) => sign.name) };
}

/** Tummy pain: with raised ketones, a sign of DKA (articles/hyperglycaemia-ketones). */
export const tummyPain =
  /\b(?:tummy|stomach|belly|abdominal)\s*(?:ache|pain|hurts?|is (?:hurting|sore)|cramps?)\b|\bsore (?:tummy|stomach|belly)\b|肚子[疼痛]|腹痛|肚子不舒服|胃疼|胃痛/i;

/** Drowsy or confused: with a high or raised ketones, a sign of DKA (articles/hyperglycaemia-ketones). */
export const drowsyOrConfused =
  /\b(?:drowsy|drowsey|confus\w*|very sleepy|so sleepy|really sleepy|hard to wake|won'?t stay awake|can'?t stay awake|out of it)\b|嗜睡|昏昏欲睡|一直想睡|很难叫醒|神志不清|神智不清|迷糊|糊涂|意识模糊/i;
