/**
 * Glucagon given for a severe low and the child still not awake (when-to-call-emergency: call now), as a
 * parent under stress writes it: in one sentence, whatever else it asks ("gave glucagon 15 min ago why
 * is she still not awake"), or over several ("Gave glucagon at 7.40. Rang his dad. Still not awake"),
 * the not-awake before or after. Not glucagon never used, prescribed, fetched or trained on, nor used
 * long ago, nor a child who has woken since.
 */
import { hypothetical } from './telling.js';

const glucagonWord = String.raw`(?:gluc[ao]g[ao]ne?|glucogen|glucagan|baqsimi|gvoke|ogluo|zegalogue|dasiglucagon)`;
const chineseGlucagon = '(?:胰高血?糖素|高血糖素|升糖针)';
// A dose given now; not "haven't used glucagon", "we were given glucagon at clinic", "the glucagon refill".
const given = new RegExp(
  [
    String.raw`(?<!\b(?:haven'?t|havent|hasn'?t|hasnt|not|never|didn'?t|didnt|were|was)\s+(?:\w+\s+)?)\b(?:gave|given|injected|used|did|sprayed|administered|put)\s+(?:\w+\s+){0,4}?${glucagonWord}\b(?!\s+(?:refill|prescription|order|delivery|training|from the pharmacy))`,
    String.raw`\b${glucagonWord}(?:'s)?\s+(?:was\s+|has\s+been\s+|been\s+)?(?:given|injected|done|went in|is in)\b`,
    String.raw`\bsince (?:the |his |her )?${glucagonWord}\b`,
    String.raw`(?:打|注射|用|喷|给)了?[^，。,.!?！？]{0,4}?${chineseGlucagon}`,
    String.raw`${chineseGlucagon}针?(?:已经)?(?:打|注射|用|喷)(?:了|完|进去)`,
  ].join('|'),
);
const notAwake = new RegExp(
  [
    String.raw`\b(?:not|isn'?t|isnt|hasn'?t|hasnt|won'?t|wont|didn'?t|didnt|never)\s+(?:\w+\s+){0,2}?(?:awake|woken|woke|wake|waking|conscious(?:ness)?|come round|come around|come to|coming round|coming to|respond\w*|open (?:her|his) eyes)\b`,
    String.raw`\bstill\s+(?:asleep|out|unconscious|unresponsive)\b|\bno sign of (?:waking|coming round)\b|\beyes (?:are )?(?:still )?(?:shut|closed)\b`,
    '(?:没|没有|未)清?醒|(?:没|没有)反应(?!过来)|不醒|不睁眼|还在昏睡|意识(?:还)?没恢复',
  ].join('|'),
);
// Glucagon not given this time: long ago, or a training, a prescription, a kit that expires.
const notThisTime =
  /\b(?:yesterday|last (?!time\b)\w+|(?:days?|weeks?|months?|years?) ago|the other day|training|trained|practi[cs]\w*|prescri\w*|pharmacy|expir\w*)\b|昨天|前天|上周|上个月|去年|上次|培训|过期|以前/;
// The child has woken since (not "hasn't woke up").
const wokeSince = /(?<!\b(?:hasn'?t|hasnt|not|never|didn'?t|didnt)\s+)\b(?:woke|came round|came to|is awake now)\b|醒了|醒过来了/;

/** Whether `sentences` tell of glucagon given now and the child not awake, in the same sentence or another. */
export function glucagonNotWorking(sentences: string[]): boolean {
  const wokeAfter = (index: number) => sentences.slice(index + 1).some((later) => wokeSince.test(later));
  return sentences.some((sentence, at) => {
    if (!given.test(sentence) || notThisTime.test(sentence)) return false;
    if (notAwake.test(sentence)) return !wokeAfter(at);
    // Told apart: the sentence before, or any after, says so, and no sentence after the last that does says the child woke.
    for (let index = sentences.length - 1; index >= at - 1; index -= 1) {
      const other = sentences[index];
      if (index !== at && other !== undefined && !hypothetical.test(other) && notAwake.test(other)) return !wokeAfter(index);
    }
    return false;
  });
}
