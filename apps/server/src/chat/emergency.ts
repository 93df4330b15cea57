/**
 * Recognises a message that describes a child in danger now (ADR 0020: the chat puts safety first).
 * It runs before any search or model, on every message, so it is deliberately plain: phrases of the
 * red flags in the library's emergency articles (unconscious, seizure, cannot swallow, vomiting with
 * ketones, laboured breathing), in English and Chinese, each only when the sentence states it rather
 * than asks about it ("what should I do if he ever can't swallow") or tells of the past.
 */
import { glucagonNotWorking } from './glucagon.js';
import { readingsIn } from './readings.js';
import { drowsyOrConfused, tummyPain } from './signs.js';
import { chineseChild, hypothetical, plainApostrophes, sentencesOf } from './telling.js';

export type EmergencyKind = 'unresponsive' | 'seizure' | 'swallow' | 'ketones' | 'breathing' | 'dka';

interface Rule {
  kind: EmergencyKind;
  pattern: RegExp;
  /** When the message also says this, the rule does not apply (a reassurance, a harmless sense of the words). */
  unless?: RegExp;
  /** Read across the whole message: what is often told in two sentences ("he keeps being sick. Ketones 2.1"). */
  acrossSentences?: true;
}

// Vomiting and ketones as parents type them: "vomitting", "ketons".
const vomiting = String.raw`(throwing up|thrown up|vomiting|vomitting|vommiting|vommitting|vomited|vomitted|puking|puked|keeps? (being )?sick|been sick|being sick|is sick|threw up)`;
const ketoneWords = String.raw`(ketones?|ketons?|keytones?|ketoens?)`;

// What glitches, said to 抽风 as a child does: a sensor, a pump, an app.
const glitching = '(?:动态|探头|泵|app|传感器|仪|手机|软件|系统|数据|网|dexcom|libre|cgm|sensor|pump)';

// A fit long ago ("小时候抽搐过", "以前有过"), not "五分钟以前开始抽搐", "以前从来没有过" or "对花生有过敏".
const seizureBefore = /小时候|曾经|(?<![分钟时天\d])以前(?!从来|从没|没)|(?<!没)有过(?![敏来去])/;

const rules: Rule[] = [
  // ── English ──
  {
    kind: 'unresponsive',
    pattern:
      /\b(is|he'?s|she'?s|hes|shes|went|now|just|child|son|daughter|kid|baby)\s+(\w+\s+)?(unconscious|unconcious|unconsious|unconscous|unconsciuos|unconcous)\b|(?<!\b(pump|app|sensor|cgm|phone|meter|dexcom|libre|high|sugar|glucose|bg|it)\b[^.!?]{0,12})\b(won'?t|wont|can'?t|cant|cannot|couldn'?t|not|isn'?t|isnt)\s+(\w+\s+)?(wake|waking|wakes|respond\w*|answer\w*)\b(?!\s+(up\s+)?(for|in time|early)\b|\s+to\s+(the\s+|his\s+|her\s+)?(correction|insulin|bolus|treatment|button\w*|texts?|messages?|calls?)\b|\s+(her|his|the|my)\s+(phone|texts?|calls?)\b)|\b(can'?t|cant|cannot|couldn'?t)\s+get\s+(him|her|them|my\s+(son|daughter|child|kid|boy|girl|baby))\s+to\s+(wake|respond|answer)\w*(?!\s+(up\s+)?(early|to|for|in|on|at|before|when|after|her|his|my|the)\b)|\bhard to (wake|rouse)\b|\bunresponsive\b|\bno response\b|\bbarely respond\w*|\b(passed|past|pased|passd) out\b|\bout cold\b|\bcollapsed\b|\bfainted\b/,
    unless: /\b(husband|wife|partner|dad|mum|mom|grandma|grandpa|myself|i)\s+(\w+\s+)?fainted\b/,
  },
  {
    kind: 'seizure',
    pattern:
      /\b(having|has|had|is in)\s+a\s+(seizure|siezure|seizur|sezure|seazure|seisure|ceasure|fit|convulsion)\b|\b(seizing|siezing|fitting|convulsing)\b|\b(seizure|siezure)\s+(right\s+)?now\b|\bshaking and stiff\b|\b(arms?|legs?|body)\s+(went|go|goes|going|is|are)\s+stiff\b|\beyes\s+rolled\b/,
    unless: /\b(as a baby|when (he|she) was (little|a baby)|years ago)\b/,
  },
  {
    kind: 'swallow',
    pattern:
      /\b(can'?t|cant|cannot|unable to|won'?t|wont|not able to|couldn'?t|isn'?t able to)\s+(\w+\s+)?(swallow|drink)\b|\bget (him|her|them) to swallow\b|\bchoking on\b/,
    unless: /\b(pills?|tablets?|capsules?)\b/,
  },
  {
    kind: 'ketones',
    acrossSentences: true,
    pattern: new RegExp(String.raw`\b${vomiting}\b[^]*\b${ketoneWords}\b|\b${ketoneWords}\b[^]*\b${vomiting}\b`),
    unless: new RegExp(
      String.raw`\b(were|was|are|is|all) normal\b|\bfine now\b|\blast (week|month)\b|\b(isn'?t|isnt|not|hasn'?t|hasnt|no|without|never)\s+(been\s+)?(being\s+)?(sick|vomit\w*|throwing up|thrown up)\b`,
    ),
  },
  {
    kind: 'breathing',
    pattern:
      /\bbreathing\s+(is\s+)?(really\s+|very\s+|so\s+)?(deep|fast|hard|heavy|labou?red|rapid|strange|weird|shallow)\b|\bbreathing\s+(really\s+|very\s+|so\s+)?(hard|fast|heavily)\b|\b(struggling|fighting|can'?t|cannot)\s+(to\s+)?breathe\b|\bpanting\b|\bgasping\b|\bbreath\s+smells\b|\b(not|isn'?t|isnt|stopped|stops)\s+breathing\b(?!\s+(through|with|out)\b)|\b(trouble|difficulty|problems?)\s+breathing\b|\bhard to breathe\b|\bbreathing\s+(oddly|strangely|weirdly)\b|\b(he'?s|she'?s|hes|shes|he is|she is|is)\s+(hardly|barely)\s+breathing\b/,
  },
  {
    // Lips or a face going blue, but not from the cold, a drink or a tantrum.
    kind: 'breathing',
    pattern:
      /\b(lips?|face)\s+(are\s+|is\s+|have\s+|has\s+)?(going|turning|gone|turned)\s+(blue|purple|grey|gray)\b|\bblue lips\b|\b(lips?\s+(are|is)|turning)\s+blue\b/,
    unless: /\b(cold|freezing|pool|swim\w*|slushie|lolly|popsicle|ice|sweets?|candy|screaming|crying|tantrum|lol)\b/,
  },
  // ── Chinese ──
  {
    kind: 'unresponsive',
    pattern:
      /昏迷|叫不醒|喊不醒|摇不醒|推不醒|拍不醒|弄不醒|叫[^，。,.]{0,3}不答应|叫[^，。,.]{0,3}也不理|怎么叫都不理|(?<!(?:胰岛素|泵|动态|探头|app|手机|传感器|血糖|仪)[^，。,.]{0,4})(?:没|没有)反应(?!过来)|无反应|没醒过来|醒不过来|意识不清|很难叫醒|晕倒|晕过去|不省人事|失去意识|昏睡不醒/,
  },
  {
    kind: 'seizure',
    pattern: /抽搐|抽筋发作|手脚抽筋|全身抽|抽了一下|全身发硬|口吐白沫|眼睛发直|翻白眼|惊厥/,
    unless: seizureBefore,
  },
  {
    // "孩子抽筋了" is said of a fit as often as of a cramp: said of the child, a fit, but for a limb named
    // with it ("孩子腿抽筋", "他抽筋了，小腿") or a question about its cause ("抽筋是低血糖引起的吗"). 抽风 is a
    // fit, said of the child or of no one; of a sensor or an app it is a glitch ("动态又抽风了").
    kind: 'seizure',
    pattern: new RegExp(
      String.raw`${chineseChild}(?:(?!腿|脚|手指|肌肉)[^,.!?;，。]){0,4}?(?:抽筋|抽风)(?!了?\s*[,，]?\s*(?:小?腿|脚趾?|手指|肌肉|是不是|吗|的原因|是.{0,6}引起))|(?<!${glitching}[^.!?;。]{0,8})抽风(?![^.!?;。]*${glitching})`,
      'i',
    ),
    unless: seizureBefore,
  },
  { kind: 'swallow', pattern: /吞不下|咽不下|吞不了|咽不了|(?:不能|无法|没法)吞咽|吞咽困难|喂不进|一直呛|呛到/, unless: /药片|药丸|胶囊/ },
  {
    kind: 'ketones',
    acrossSentences: true,
    pattern: /(吐|呕).*酮|酮.*(吐|呕)/,
    unless: /正常|没事了|活蹦乱跳|(没|没有|不|没再|没有再)(呕)?吐/,
  },
  {
    kind: 'breathing',
    pattern:
      /呼吸困难|喘不上气|喘不过气|呼吸(很|特别|非常|越来越|又|好)?(深|快|急|急促|困难|弱|微弱)|呼吸(?:很|特别|非常)?浅|大口喘气|烂苹果味/,
  },
  // Lips going purple, but not from the cold, a swim, food or anger ("冻得嘴唇发紫", "气得脸都发青了").
  {
    kind: 'breathing',
    pattern: /(?:嘴唇|口唇|脸|脸色|嘴)(?:都|有点|开始|已经|变)?(?:发紫|发青|青紫|紫了|发绀|青了)/,
    unless: /冻|冷|游泳|吃了|桑葚|蓝莓|气得|气的|生气/,
  },
];

/**
 * DKA told by the readings (articles/hyperglycaemia-ketones, when-to-call-emergency): blood ketones of
 * 3.0 mmol/L or more, raised ketones with tummy pain, or a high or raised ketones with drowsiness or
 * confusion. A line the parent asks about ("over 3", "3.0以上") is not a reading.
 */
function dkaIn(message: string): boolean {
  const { glucose, ketones } = readingsIn(message);
  const ketoneNow = ketones.filter((reading) => !reading.comparison);
  if (ketoneNow.some((reading) => reading.band === 'emergency')) return true;
  const raised = ketoneNow.some((reading) => reading.band !== 'normal');
  const high = raised || glucose.some((reading) => !reading.comparison && reading.verdict === 'high');
  const sentences = sentencesOf(message);
  const told = sentences.filter((sentence) => !hypothetical.test(sentence));
  return told.some((sentence) => (high && drowsyOrConfused.test(sentence)) || (raised && tummyPain.test(sentence)));
}

/** The dangers a message reports, in the order of the rules (empty: not an emergency). */
export function emergencyIn(message: string): EmergencyKind[] {
  const found = new Set<EmergencyKind>();
  const whole = plainApostrophes(message).toLowerCase();
  const sentences = sentencesOf(message);
  const told = sentences.filter((sentence) => !hypothetical.test(sentence));
  for (const rule of rules) {
    // Vomiting and ketones are often told in two sentences: read across the whole message, once. What
    // rules a danger out is read in the same sentence too ("he had fits as a baby. Now he is fitting").
    const texts = rule.acrossSentences ? (told.length > 0 ? [whole] : []) : told;
    if (!found.has(rule.kind) && texts.some((text) => rule.pattern.test(text) && !rule.unless?.test(text))) found.add(rule.kind);
  }
  if (glucagonNotWorking(sentences)) found.add('unresponsive');
  if (dkaIn(message)) found.add('dka');
  return [...found];
}
