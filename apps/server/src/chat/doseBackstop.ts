import { normaliseForDoseCheck } from './doseText.js';

/**
 * The last guard on a model's answer: one that names an amount of insulin, a carbohydrate ratio or a
 * correction factor is withdrawn for the library's passages (ADR 0020: the chat never names a dose). The table in
 * doseBackstop.test.ts holds what must be withdrawn and what must pass. When in doubt it withdraws: a
 * wrong withdrawal costs a parent the model's wording, a missed dose could cost a child a severe low.
 * It reads the answer as it streams, so a rule may fire on a number before its unit has arrived.
 */

const any = (words: string[]) => words.join('|');

// Numbers. A regex that backtracks to the 1 of "15 minutes" would find a dose in it: whole numbers only.
const digitNumber = String.raw`(?<!\d|\d[.,])\d+(?:[.,]\d+)?(?!\d|[.,]\d)`;
const ones = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const tens = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const bigger = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'hundred', 'dozen'];
const wordNumber = String.raw`\b(?:${any([...tens, ...bigger, ...ones])})(?:[- ](?:${any(ones)}))?(?:\s+and\s+a\s+half)?\b`;
// Vague amounts still tell a parent to give insulin, so they count: "a few units", "an extra unit",
// "half a unit", "give a unit" (but not "mmol/L is a unit"). "Some", "more" and "extra" alone do not:
// the library says "more insulin" and "extra insulin", naming no amount.
const vagueAmount = String.raw`(?:\bhalf\s+an?|\ban?\s+(?:half|single|whole|extra|additional|further|couple(?:\s+of)?|few)|\bseveral|(?<!\b(?:is|as|in|into|same)\s)\ban?(?=\s+(?:units?|iu)\b))`;
const amount = `(?:${digitNumber}|${wordNumber}|${vagueAmount})`;
// 2到3, 2~3, 2或3: Chinese ranges, which carry no spaces to end on.
const zhAmount = String.raw`${digitNumber}(?:\s*[-~到至或]\s*${digitNumber})?`;

// What insulin is called.
const insulinNames =
  'insulin|novorapid|novolog|humalog|fiasp|lyumjev|apidra|admelog|lantus|levemir|tresiba|toujeo|basaglar|abasaglar|semglee|actrapid|humulin|insulatard';
const doseWords = String.raw`bolus|basal(?:\s+rate)?|doses?|dosage`;
const zhInsulin = '胰岛素|诺和锐|优泌乐|来得时|长秀霖|甘精|地特|德谷|门冬|赖脯';
const zhDose = '剂量|大剂量|基础率|基础量|用量';
const ratioTerms = String.raw`\bratios?\b|\bicr\b|\bcarb(?:ohydrate)?\s+factor|correction\s+(?:factor|ratio|dose|bolus|number|of)|sensitivity\s+factor|\bisf\b`;
const zhRatioTerms =
  '碳水系数|碳水比|胰碳比|碳水化合物系数|比值|比例|校正系数|校正因子|矫正系数|纠正系数|敏感系数|敏感因子|敏感指数|校正剂量|纠正剂量';

// What follows a number that is a time, an age, a reading, a temperature or a count of things. The
// second half of a range comes first: "10 to 15 minutes" is a time like "15 minutes".
const rangeEnd = String.raw`(?:\s*(?:[-~]|to|or|到|至)\s*\d+(?:\.\d+)?)?`;
const times = String.raw`minutes?|mins?|hours?|hrs?|h\b|days?|weeks?|months?|years?|yrs?|am\b|pm\b|a\.m|p\.m|o'?clock|分钟|小时|天|周|月|年|岁|点`;
const notDoseAfter = String.raw`${rangeEnd}\s*-?\s*(?:${times}|times?|°|degrees?|mm\b|mmol|mg|g\b|grams?|kg|ml|cm|pens?|injections?|shots?|needles?|:\d)`;
// Chinese has no spaces to end a word on, so a dose there is known by what follows it: the sentence's
// end, 就/即可 ("that is enough"), 左右 ("about"), a unit or a percentage; not 针 (injections), 次 or 种.
const zhDoseEnd = String.raw`(?=\s*(?:$|[,.;:!?、。)\]]|就|即可|便|左右|上下|单位|u\b|iu\b|%|和))`;

const rules: RegExp[] = [
  // 4 units, four units, 2-3 units, 0.5 u, 6 iu, 4-unit, three more units: not "two units, mmol/L and
  // mg/dL" (units of measurement) nor "a half-unit pen" (what a pen can dial).
  new RegExp(
    String.raw`${amount}\s*-?\s*(?:(?:more|extra|additional|further|international|whole|full|rapid-acting|fast-acting|short-acting|long-acting|mealtime|meal|correction|bolus|basal|insulin)\s+){0,2}(?:units?|iu|u)\b(?!\s*of\s+measure|\s*[:,(]?\s*(?:mmol|mg\b|mg/)|\s*(?:pens?|increments?|steps?|markings?|scale)\b)`,
  ),
  // A number beside insulin: "4 of insulin", "lantus 10 at bedtime", "a bolus of 3", "basal by 20%",
  // "a dose of four"; not "two insulin pens", "insulin 15 minutes before" or "insulin at 2–8 °C".
  new RegExp(
    String.raw`(?:${digitNumber}|${wordNumber})\s*(?:of\s+)?\b(?:${insulinNames})\b(?![a-z'’]|\s*(?:pens?|injections?|pumps?|needles?|cartridges?|vials?)\b)`,
  ),
  new RegExp(
    String.raw`\b(?:${insulinNames}|${doseWords})\b(?:\s+dose)?\s*(?:of|is|was|at|by|to|=|:)?\s*(?:about|around|roughly|approximately)?\s*(?:${digitNumber}(?!${notDoseAfter})|(?<=of\s+)${wordNumber}(?!\s+of\b))`,
  ),
  /\bhalf\s+(?:of\s+)?(?:the|his|her|their|your|its|a)\s+(?:(?:usual|normal|next|meal|mealtime|morning|evening|bedtime|breakfast|lunch|dinner|long-acting|rapid-acting|background|basal|bolus)\s+)*(?:dose|insulin|bolus|basal)\b/,
  // 4单位, 4国际单位, 0.5单位: not "有些笔可以调半个单位" nor "调半个单位的笔" (what a pen can dial).
  new RegExp(String.raw`(?<!笔(?:可以|能够?|只能)?调)${digitNumber}\s*(?:国际)?单位(?!的?(?:笔|刻度|增量))`),
  // 几个单位 is "a few units" after a verb or before 就 ("will do"); alone it is also "how many units".
  /(?:多|少|再|补|加|减)\S{0,2}几单位|几单位(?:就|即可|便|够)/,
  new RegExp(String.raw`${digitNumber}\s*(?:${zhInsulin}|剂量)(?!笔|泵|针)`),
  new RegExp(
    String.raw`(?:${zhInsulin}|${zhDose})(?:剂量)?\s*(?:为|是|打|注射|用|给|调到|调成|改为|设为|设成|减少|减|增加|加|少打|多打|:|=)?\s*(?:大约|约)?\s*${zhAmount}${zhDoseEnd}`,
  ),
  // 打4个 ("give 4"), with the unit left unsaid: one or two digits, so that 打120 (call 120) is not one.
  /(?<!拨)(?:打|注射|补打|加打|少打|多打|推注)\s*(?:\d{1,2}(?:\.\d+)?\s*[-~到至或]\s*)?(?<!\d|\d[.,])\d{1,2}(?:\.\d+)?(?![\d.])(?=\s*(?:$|[,.;:!?、。]|就|即可|便|左右))/,
  // A ratio, correction factor or sensitivity with a number after it in the same sentence: "a ratio of
  // 1:10", "correction factor of 2", "ISF of 50 mg/dL", "碳水系数 1:10", "校正系数为2".
  new RegExp(
    String.raw`(?:${ratioTerms}|${zhRatioTerms})[^.!?;\n。]{0,20}?(?:(?<!\[)${digitNumber}(?!\])(?!${rangeEnd}\s*-?\s*(?:${times}))|(?:of|is|be|=|:)\s+${wordNumber}(?!\s+of\b))`,
  ),
];

// Rules that need the whole sentence, because what makes the number a dose may stand before it or after it.
const sentenceRules: [dose: RegExp, context: RegExp][] = [
  // 1:10, 1/15, 1比10 beside carbs or insulin (a clock's 1:10 pm says nothing of carbs).
  [
    /(?<![\d.:])1\s*(?:[:/∶]|比)\s*\d+(?![\d:])(?!\s*(?:am|pm|a\.m|p\.m))/,
    /ratio|carb|insulin|unit|gram|\dg\b|\bg\b|碳水|胰岛素|单位|系数|克/,
  ],
  // "10 g of carbs per unit", "each unit lowers glucose by 2 mmol/L", "每单位胰岛素降低2 mmol/L".
  [/\b(?:per|each|every)\s+unit\b|每个?单位|\d\s*g\s*\/\s*(?:u|iu|unit)\b/, new RegExp(String.raw`\d|${wordNumber}`)],
  // "reduce the mealtime insulin before sport by 25%", "cut the dose to 80%".
  [
    /\b(?:by|to)\s+\d+(?:\.\d+)?\s*(?:%|percent|per cent)|\d\s*(?:%|percent|per cent)\s*(?:less|more|lower|higher|reduction|decrease|increase|cut)/,
    new RegExp(String.raw`\b(?:${insulinNames}|${doseWords})\b|${zhInsulin}|${zhDose}`),
  ],
];

const sentences = (text: string) => text.split(/(?<=[.!?])\s+|[;\n。]+/);

/** Whether a model's answer names an amount of insulin, a carbohydrate ratio or a correction factor. */
export function namesInsulinAmount(text: string): boolean {
  const normal = normaliseForDoseCheck(text);
  if (rules.some((rule) => rule.test(normal))) return true;
  return sentences(normal).some((sentence) => sentenceRules.some(([dose, context]) => dose.test(sentence) && context.test(sentence)));
}
