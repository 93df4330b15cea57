import { readingsIn, type GlucoseReading, type KetoneReading } from './readings.js';
import { signsIn } from './signs.js';
import { chineseChild, habit, hypothetical, passed, plainApostrophes, presentPartOf, sentencesOf } from './telling.js';

/**
 * What a parent's message describes, read before any search or model: a low (a low reading, what a
 * meter shows, the signs of a low, "she's hypo", or "what do I give for a low"), a high (a high
 * reading, a ketone reading, "he's running high"), or neither. Signs and words count only where the
 * message tells of now: not in a question about what might happen ("what are the signs of a low"), a
 * habit ("whenever he's low"), the past ("had a hypo yesterday"), or what has passed ("she's fine now").
 */
export interface Described {
  state: 'low' | 'high' | null;
  /** The reading the state stands on, when there is one: the last one written. */
  glucose: GlucoseReading | null;
  ketones: KetoneReading | null;
}

// Words of a danger the emergency rules read (emergency.ts): asked about rather than told, they are
// the severe-low article's question, not a low to treat by mouth.
const severeTopic = /unconscious|pass(?:ed|es)? out|seizure|\bfits?\b|convuls|glucagon|swallow|昏迷|晕倒|晕过去|抽搐|惊厥|胰高血糖素|吞|咽/;

const lowTold = [
  /\b(?:he'?s|she'?s|hes|shes|he is|she is|they'?re|i'?m|im|is|are|was|went|gone|going|goin|dropping|dropped|crashing|crashed|still|now|currently|sugars?|bg|bgs|levels?|reading)\s+(?:\w+\s+){0,2}?(?:low|lo|hypo|hypoing)\b(?!\s+(?:carbs?|fat|sugar drinks?|battery|alerts?|alarms?|risk|settings?))/,
  /\b(?:having|has|got|is in)\s+an?\s+(?:hypo|low)\b|\bjust had an? (?:hypo|low)\b|\bhypoing\b|\b(?:hypo|low)\s+(?:right\s+)?now\b/,
  /\b(?:alarms?|alerts?|cgm|dexcom|libre|sensor|pump|monitor|app)\b[^.!?]{0,30}?\b(?:says?|said|saying|showing|shows?|reads?|reading|beeping|alarming|went off|going off)\b[^.!?]{0,15}?\blow\b/,
  /\blow\s+(?:alarm|alert)\s+(?:just\s+|has\s+|is\s+)?(?:went|gone|going|goes)\s+off\b/,
  // "he feels hypo", "Emma feels low", "she is feeling low and shaky": said of the child; the parent's own mood ("I feel so
  // low") and low feelings about something ("feeling low about school") are no glucose.
  /(?:(?<!\b(?:i|it|this|that|which|what)\s+)\bfeels|\b(?:he|she|they|son|daughter|child|kid|boy|girl)\s+(?:\w+\s+){0,2}?(?:feels?|feeling))\s+(?:a\s+bit\s+|really\s+|very\s+|so\s+|kind\s+of\s+|kinda\s+)?(?:low|hypo|hypoish)\b(?!\s+(?:about|since|lately|these days|emotionally|mood))/,
  // The child's own words: 'my kid just said "I feel low"', "she told me she's low", "孩子说他好像低了".
  /\b(?:he|she|son|daughter|child|kid|boy|girl)\s+(?:\w+\s+){0,2}?(?:said|says|told me|tells me|is saying|keeps saying|texted(?:\s+me)?|messaged(?:\s+me)?)\s*[,:]?\s*(?:that\s+)?["“']?\s*(?:i|i'?m|im|he'?s|she'?s|he|she)\s+(?:feels?\s+|felt\s+|feeling\s+|am\s+|is\s+|was\s+|(?:might|may|could)\s+be\s+)?(?:a\s+bit\s+|really\s+|so\s+|kind\s+of\s+)?(?:low|hypo)\b(?!\s+(?:about|since|lately|these days|emotionally|mood|on|in|all|because)\b)/,
  new RegExp(String.raw`${chineseChild}[^,.!?;\s]{0,3}说(?:他|她|自己)?(?:好像|有点|可能)?(?:低了|低血糖)`),
  // "女儿低血糖，在学校": the child said to be low; not "孩子低血糖的症状", "低血糖时" or "怎么预防孩子低血糖"
  // (a question, a habit, a worry).
  new RegExp(
    String.raw`(?<!(?:预防|避免|防止|减少|担心|害怕|怕)[^,.!?;\s]{0,4})${chineseChild}\s*(?:又|现在|正在|有点|好像|可能)?低血糖(?![的时是会症表要怎如该吗么有])`,
  ),
  /低血糖了|血糖低了|(?<![降减调])低了|血糖(?:很|有点|偏|比较|太|特别|又|在|还)?低|(?:报警|显示|提示|报)[^,.!?;]{0,6}低|正在低|低血糖(?:中|发作)|低(?:血)?糖?(?:报警|警报)(?:响|叫)/,
];
const highTold = [
  /\b(?:he'?s|she'?s|hes|shes|he is|she is|is|are|was|been|running|gone|went|going|sugars?|bg|bgs|levels?|still|stuck)\s+(?:\w+\s+){0,2}?(?:high|hyper)\b(?!\s+(?:school|risk|temperature|fever|chair|protein|fibre|fiber|carbs?))|\bthrough the roof\b|\bsky[- ]high\b/,
  /血糖(?:很|有点|偏|比较|太|特别|又|一直|还是|还)?高|高血糖了|爆表|(?:报警|显示|提示)[^,.!?;]{0,6}高/,
];
// "What do I give for a low?": a question about treating a low now is answered with the steps too.
const treatAsked =
  /\b(?:what|how)\s+(?:do|should|can|shall|would|must)\s+(?:i|we|you)\s+(?:do|give|treat|handle|feed|fix)\b|\b(?:should|can|do)\s+(?:i|we)\s+give\b|\bwhat\s+(?:to|should\s+(?:he|she|they))\s+(?:do|give|eat|drink|have)\b|\bhow\s+(?:to|do\s+(?:i|we|you))\s+treat\b|\bwhat\s+(?:now|next)\b|\bhelp\b|怎么办|咋办|怎么处理|如何处理|怎么弄|该怎么做|吃什么|喝什么|给什么|吃点什么|该给/;
const lowWord =
  /\b(?:low|lows|lo|hypo|hypos|hyppo|hypoing|hypoglyc\w*)\b(?!\s+(?:carbs?|fat|battery|alerts? settings?))|低血糖|血糖\S{0,3}低|(?<![降减调])低了|偏低/;

/** What the message describes, low first: a low is treated before anything else. */
export function describedIn(message: string): Described {
  const { glucose, ketones } = readingsIn(message);
  const reading = glucose.filter((entry) => entry.verdict && !entry.comparison).at(-1) ?? null;
  const ketone = ketones.filter((entry) => !entry.comparison).at(-1) ?? null;
  const lower = plainApostrophes(message).toLowerCase();
  const over = passed.test(lower);
  const told = over
    ? ''
    : sentencesOf(message)
        .filter((sentence) => ![hypothetical, habit].some((rule) => rule.test(sentence)))
        .map(presentPartOf)
        .join('. ');
  const signs = signsIn(told);
  const lowSaid = lowTold.some((pattern) => pattern.test(told));
  const treat = !over && treatAsked.test(lower) && lowWord.test(lower);
  const described = (state: Described['state']): Described => ({ state, glucose: reading, ketones: ketone });
  if (reading?.verdict === 'low') return described('low');
  if (reading?.verdict === 'high') return described('high');
  if (lowSaid || signs.low >= 2) return described('low');
  // Normal ketones are a high's only with a high or its signs ("ketones 0.4, all fine" describes neither).
  const ketonesUp = ketone !== null && (ketone.band !== 'normal' || signs.high > 0);
  if (ketonesUp || highTold.some((pattern) => pattern.test(told))) return described('high');
  if (treat && !severeTopic.test(lower)) return described('low');
  return described(null);
}
