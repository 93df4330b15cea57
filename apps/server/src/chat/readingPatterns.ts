import { plainApostrophes } from './telling.js';

/**
 * The words and shapes readings.ts reads a message by: numbers and their units, what makes a number
 * not a reading, the words a reading stands beside, what a meter shows, and a urine strip's result.
 */

/**
 * One spelling for what parents type: full-width digits and letters (NFKC), Chinese punctuation as
 * separators (so "16，12" stays two numbers), hidden characters out. Letter case is kept: "LOW" on a
 * sensor is not "low" in a sentence.
 */
export function plainMessage(message: string): string {
  return spokenDecimals(
    plainApostrophes(message)
      .replace(/[，。；！？、：]/g, (mark) => `${{ '，': ',', '。': '.', '；': ';', '！': '!', '？': '?', '、': ',', '：': ':' }[mark]} `)
      .normalize('NFKC')
      .replace(/\p{Cf}/gu, ''),
  );
}

const chineseDigits: Record<string, number> = { 零: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const chineseDigit = '[零一二两三四五六七八九]';
/** 三 → 3, 十二 → 12, 二十 → 20, 二十三 → 23. */
function chineseWhole(written: string): number {
  const [tens, ones] = written.includes('十') ? written.split('十') : ['', written];
  const ten = written.includes('十') ? (tens ? chineseDigits[tens]! : 1) * 10 : 0;
  return ten + (ones ? chineseDigits[ones]! : 0);
}

/**
 * A decimal said in words, as a parent types it: "血糖2点8" and "血糖三点五" (2.8, 3.5), "3 point 1" (3.1);
 * "血糖3点几", "只有两点多" and "3 point something" (3 and a bit) as the middle of that whole number, which
 * is on the same side of every line the chat draws (3.0, 3.9, and those above). A time stays a time:
 * "3点30", "3点5分", "两点五十", "三点一刻", "才两点多他就醒了". Chinese digits and "and a bit" are read so only
 * after the glucose or what measured it, where a time is not said.
 */
function spokenDecimals(text: string): string {
  const whole = String.raw`(\d{1,2}|${chineseDigit}|${chineseDigit}?十${chineseDigit}?)`;
  // After the glucose or what measured it, a few characters on or past a comma ("测了一下，三点二", "刚测了，
  // 只有两点多"), never after the glucose measured before a time ("测完血糖已经两点多了", "测血糖的时候是两点多").
  const measured = String.raw`(?<=(?:(?<!测完|测好)血糖|显示|测|降到|掉到|升到|低到|跌到|降至|读数)(?:[^\d,.!?;完时候后]{0,6}|[^\d,.!?;完时候后]{0,4},\s*(?:只有|才|是|就)?))`;
  const notATime = String.raw`(?![\d分秒钟刻半十]|${chineseDigit})`;
  const asNumber = (written: string) => (/\d/.test(written) ? Number(written) : chineseWhole(written));
  const tenthOf = (written: string) => (/\d/.test(written) ? written : String(chineseDigits[written]));
  return text
    .replace(new RegExp(String.raw`(?<![\d.])(\d{1,2})\s*点\s*(\d)${notATime}`, 'g'), '$1.$2')
    .replace(
      new RegExp(String.raw`${measured}${whole}\s*点\s*(\d|${chineseDigit})${notATime}`, 'g'),
      (_, int: string, tenth: string) => `${asNumber(int)}.${tenthOf(tenth)}`,
    )
    .replace(new RegExp(String.raw`${measured}${whole}\s*点\s*(?:几|多)`, 'g'), (_, int: string) => `${asNumber(int)}.5`)
    .replace(/\b(\d{1,2})\s+point\s+(\d)\b/gi, '$1.$2')
    .replace(/\b(\d{1,2})\s+point\s+something\b/gi, '$1.5');
}

export const number = /(?<![\d.,])\d{1,3}(?:[.,]\d{1,2}(?!\d))?(?![\d])/g;
export const mmolAfter = /^\s*(?:mmol(?:\s*\/\s*l|s)?|mmo?l?\b|mm\b|毫摩尔)/i;
export const mgAfter = /^\s*(?:mg\s*\/?\s*d[li]|mgs?\b|毫克)/i;
// What makes a number not a reading: an age, a time, an amount of food or insulin, a count, an order.
export const notReadingAfter =
  /^\s*(?:(?:years?|yrs?|yo\b|y\/o|year|months?|mths?|weeks?|days?|nights?|min\w*|hours?|hrs?|h\b|am\b|pm\b|a\.m|p\.m|o'?clock|g\b|grams?|gr\b|ml\b|kg\b|lbs?\b|%|percent|units?|iu\b|u\b|x\b|times?|st\b|nd\b|rd\b|th\b|kids?|children|carbs?|coins?|points?|stars?|stickers?|litres?|liters?|l\b|cups?|glass(?:es)?|degrees?|kcal|cal\b|out of|gpa\b|inch(?:es)?\b|miles?\b|km\b|cm\b|feet\b|ft\b|on\s+(?:his|her|their|the|a|my)\s+(?:\w+\s+)?(?:quiz|test|exam|homework|report|essay)\b(?!\s*strips?))|°|℃|:\d|岁|周岁|分钟|分|小时|点|克|毫升|公斤|个月|天|次|周|年|号|个|口|片|粒|单位|度|金币|积分)/i;
export const notReadingBefore =
  /(?:\b(?:age[ds]?|aged|year|grade|class|room|no\.?|number|every|after|for|in|take|takes|took|give|gave|eat|ate|drink|drank|day|spent|spend|paid|pay|cost|costs|by)\s*|\d[:：]|[£$€¥]\s*|第|每|过|等|吃|喝|打|注射|花了?|元)$/i;
export const comparisonBefore =
  /(?:\b(?:over|above|under|below|more than|less than|higher than|lower than|greater than|at least)|超过|高于|低于|大于|小于|不到|[<>])\s*$/i;
export const comparisonAfter =
  /^\s*(?:or (?:more|above|over|higher|less|below|under|lower)|and (?:above|over|up|below|under)|\+(?!\+)|以上|以下|及以上|或以上)/i;

// The words a reading stands beside: the nearest one before a number says what it measures. Words that
// only show a number ("says", "显示") say nothing of what it is.
export const ketoneWord = /k[ei]y?to?n\w*|ketos\w*|酮/gi;
export const glucoseWord =
  /\b(?:bg|bgl|bs|sugars?|glucose|gluc|cgm|dexcom|dex|libre|sensor|meter|monitor|finger\s*pricks?|fingerstick)\b|血糖|动态|指尖/gi;
/** A check in Chinese: "测", "测了", "测了一下", "测出来", "刚测完". */
export const chineseCheck = String.raw`测(?:了|出来?|得|到|的|完)?一?下?`;

// "he's 3.1", "levels are 3.1", "显示2.3", "just tested 3.4", "checked him: 2.9", "测了一下2.9": a number
// with a decimal part, said of the child or a screen, or as what a check found.
export const personBefore = new RegExp(
  String.raw`(?:\b(?:he'?s|she'?s|hes|shes|he is|she is|they'?re|is|are|was|were|at|now|only|just|still|low|high|hypo|says|said|reads|reading|shows|showing|down to|up to|dropped to|went to|fell to|(?:tested|checked|pricked)(?:\s+(?:him|her|them|it))?\s*:?)|是|只有|才|到|显示|报|现在|了|${chineseCheck})\s*$`,
  'i',
);
// "got" and "came back" count only after a check of the child or of the glucose, just before them
// ("tested him and got 3.4", "tested him, got 2.9", "checked her at school: got a 3.1", "finger prick
// came back 3.1", "测了一下，2.8"): alone, or after a check of something else ("a maths test", "his
// weight", "the pump", "his temperature"), they are coins, marks, weights or doses.
const checked = String.raw`(?:\b(?:tested|checked|pricked)|\bfinger\s*prick|\bfingerstick|\b(?:test|check|prick)(?=\s+(?:him|her|them|his|their|the)\s))`;
const child = String.raw`\s+(?:him|her|them|(?:his|her|their|the)\s+(?:finger|blood(?:\s+(?:sugar|glucose))?|sugar|glucose|bg|levels?))`;
const ofTheChild = String.raw`(?:${child}|\s+again)?`;
const where = String.raw`(?:\s+(?:at|in|after|before)\s+(?:the\s+)?\w+)?(?:\s+(?:just\s+)?now|\s+again)?`;
// What the check found, after it: "got", "came back", or only a comma, a colon or a sentence's end
// ("tested him, 2.9", "Tested him. Got 2.9", "tested him and we got 3.1", "刚刚测了一下，2.8").
const found = String.raw`(?:\s*[,:.…]*\s*(?:and\s+)?(?:(?:we|i|he|she|they)\s+)?(?:just\s+)?(?:got|gets|came back(?:\s+at)?|came out(?:\s+at)?)(?:\s+an?)?|\s*(?:[,:]|\.{2,}|…))`;
// A bare number after a full stop follows a check of the child or the glucose ("Tested him. 2.6", "测了一下。2.8"):
// "I checked. 40 of them" is no reading.
export const checkFound = new RegExp(
  String.raw`(?:${checked}${child}${where}\s*\.|${checked}${ofTheChild}${where}${found}|${chineseCheck}(?:${found}|\s*\.))\s*$`,
  'i',
);
// "just got a 3.4", "we just got 2.8": a number with a decimal part got just now is a reading. Only
// with "just" and a decimal: "got a 3.8 GPA", "just got 40" may be marks or coins (and notReadingAfter
// takes "on his quiz", inches and miles).
export const gotJustNow = /\bjust\s+got(?:\s+an?)?\s*$/i;
// "3.4 on the meter", "2.9 on his libre", "3.1 mmol on the dexcom": the glucose word after the number.
export const glucoseWordAfter =
  /^\s*(?:mmol\S*\s+|mg\S*\s+)?(?:on|from)\s+(?:the\s+|his\s+|her\s+|my\s+|our\s+|their\s+)?(?:bg\b|blood\s+(?:sugar|glucose)|glucose|glucometer|cgm|dexcom|dex\b|libre|sensor|meter|monitor|pump|finger\s*pricks?|fingerstick)/i;

// What a meter or sensor shows outside its range: in capitals as on its screen, or after "says"/"显示".
const shown = String.raw`(?:\b(?:says|said|shows?|showing|reads?|reading|displays?|displaying)\s+|显示\s*|报\s*)["“']?`;
export const displayLow = [/\b(?:LOW|LO)\b/g, new RegExp(String.raw`${shown}(?:low|lo)\b`, 'gi')];
export const displayHigh = [
  /["“']HI["”']|\bHI\b(?=\s+on\b)|(?:\b(?:sugar|bg|glucose|meter|cgm|dexcom|libre|sensor)\s+(?:is\s+|says\s+|shows\s+|reads\s+)?|血糖仪?|动态)(?:是|显示)?\s*HI\b/gi,
  new RegExp(String.raw`${shown}(?:hi|high)\b`, 'gi'),
];
// A urine strip's result: a ketone strip and what it shows, or "large ketones".
export const urineKetones =
  /(?:尿\s*酮|urine\s+ketones?|ketones?\s+in\s+(?:the|his|her)\s+(?:urine|wee|pee)|ketone\s+strips?|ketostix|试纸)[^.!?;\n]{0,16}?(\+{1,4}|\d\s*\+|trace|small|moderate|large|positive|微量|少量|中量|大量|阳性|[一两二三四]\s*个?\s*加号)|\b(moderate|large)\s+(?:urine\s+)?ketones?/gi;
// Ketones said to be up, without a number: "ketones high", "酮体升高".
export const ketonesUp =
  /\bk[ei]y?to?n\w*\s+(?:are\s+|is\s+|were\s+)?(?:high|raised|up|positive|rising|climbing)\b|\b(?:high|raised|rising)\s+k[ei]y?to?n|酮体?\s*(?:很|有点|偏)?(?:高|升高|阳性)/gi;
