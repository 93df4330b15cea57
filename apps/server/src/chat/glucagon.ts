/**
 * Glucagon given for a severe low and the child still not awake (when-to-call-emergency: call now), told
 * in one sentence or two, either first: "Gave glucagon. 10 min later still not awake", "she still isn't
 * awake and I gave glucagon", "打了胰高血糖素。十分钟了，还是没醒". Not a kit kept, a training, a use last
 * year or a question ("what if glucagon doesn't wake her"), nor once the child has woken.
 */
import { habit, hypothetical } from './telling.js';

const glucagonWord = String.raw`(?:glucagon|baqsimi|glucagen|gvoke|ogluo|zegalogue|dasiglucagon)`;
const chineseGlucagon = '(?:胰高血糖素|胰高糖素|高血糖素)';
const given = new RegExp(
  [
    String.raw`\b(?:gave|given|injected|used|did|sprayed|administered|after)\s+(?:\w+\s+){0,2}${glucagonWord}\b`,
    String.raw`\b${glucagonWord}\s+(?:was\s+|has\s+been\s+)?(?:given|injected|done)\b`,
    String.raw`(?:打了|打完|注射了|用了|喷了|给了?)[^，。,.!?！？]{0,4}?${chineseGlucagon}`,
    String.raw`${chineseGlucagon}(?:已经)?(?:打了|打完|注射了|用了)`,
  ].join('|'),
);
const notAwake = new RegExp(
  [
    String.raw`\b(?:not|isn'?t|isnt|hasn'?t|hasnt|won'?t|wont|didn'?t|didnt)\s+(?:\w+\s+){0,2}?(?:awake|woken|woke|wake|waking|conscious(?:ness)?|come round|come around|come to|coming round|coming to|open (?:her|his) eyes)\b`,
    String.raw`\bstill\s+(?:asleep|out cold|unconscious|unresponsive)\b`,
    '(?:没|没有|未)(?:醒|反应)|不醒|不睁眼|还在昏睡',
  ].join('|'),
);
// The child woke, or the glucagon is not this morning's: a kit, a training, a use long ago.
const notNow =
  /\b(?:woke|came round|came to|is awake|was awake|training|trained|expir\w*|kit|never used|practi[cs]\w*)\b|醒了|醒过来了|过期|培训|上次|去年|以前/;

// Long ago, not "10 minutes ago".
const longAgo =
  /\b(?:yesterday|last (?:night|week|month|time|year)|(?:days?|weeks?|months?|years?) ago|the other day|once)\b|昨天|前天|上周|上个月/;

/** Whether `sentences` tell of glucagon given and the child not awake, in one sentence or the next. */
export function glucagonNotWorking(sentences: string[]): boolean {
  const now = (sentence: string) => ![hypothetical, habit, longAgo].some((rule) => rule.test(sentence));
  return sentences.some((sentence, at) => {
    if (!given.test(sentence) || !now(sentence)) return false;
    const near = [sentences[at - 1], sentence, sentences[at + 1]].filter((part): part is string => part !== undefined && now(part));
    return near.some((part) => notAwake.test(part)) && !near.some((part) => notNow.test(part));
  });
}
