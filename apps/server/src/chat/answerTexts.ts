import { EMERGENCY_NUMBER_PLACEHOLDER, withEmergencyNumber } from '../content/emergencyNumber.js';
import type { EmergencyKind } from './emergency.js';
import { normaliseForDoseCheck } from './doseText.js';
import type { Lang } from './passages.js';

/**
 * What the chat says in its own words, in the parent's language. The emergency guidance follows the
 * library's emergency articles (when-to-call-emergency, severe-hypo-glucagon, hyperglycaemia-ketones);
 * the steps for a low or a high that is not an emergency are the articles' own (guidanceTexts.ts).
 */
const texts = {
  en: {
    callNow: `> **Call emergency services now** on **${EMERGENCY_NUMBER_PLACEHOLDER}**. Say that your child has type 1 diabetes.`,
    severe: [
      'Give nothing by mouth: no food, drink or gel while your child cannot swallow safely.',
      'Lay your child on their side (the recovery position) and stay with them.',
      'If glucagon has been prescribed and you have been shown how, give it now.',
      'If your child uses a pump, suspend or disconnect it as your care team has shown you.',
      'Once your child is awake and can swallow, give fast-acting sugar, then a snack.',
    ],
    ketones: [
      'Vomiting with ketones, or deep, fast or laboured breathing, can be diabetic ketoacidosis (DKA): it needs hospital treatment now.',
      'Do not stop insulin, and do not wait to see whether it passes.',
      "Take your child's meter, insulin, ketone strips and care plan with you.",
      'Tell the team the latest glucose and ketone readings and when insulin was last given.',
    ],
    dka: 'Blood ketones of 3.0 mmol/L or more, raised ketones with tummy pain, or high glucose or raised ketones with drowsiness or confusion can be diabetic ketoacidosis (DKA): it needs hospital treatment now.',
    readMore: 'Read more',
    disclaimer:
      "This is general information from the app's library, not medical advice for your child. It does not replace your care team: follow your child's care plan, and call the team whenever you are unsure.",
    fromLibrary: 'Here is what the library says about this:',
    modelFailed: 'The assistant could not answer just now, so here are the passages of the library that best match your question:',
    nothingFound:
      "I could not find this in the library. For anything urgent, see [the emergency guide](/urgent-learning); for your child's own plan, ask your care team.",
    noDoses:
      "I can't work out insulin doses. A dose depends on your child's plan, which your care team sets: use the dose guide they gave you, or call them.",
    read: 'Read',
  },
  zh: {
    callNow: `> **请立即拨打急救电话 ${EMERGENCY_NUMBER_PLACEHOLDER}**，并告诉对方孩子患有1型糖尿病。`,
    severe: [
      '孩子无法安全吞咽时，不要往嘴里喂任何食物、饮料或葡萄糖凝胶。',
      '让孩子侧卧（复原卧位），并一直守在身边。',
      '如果医生开过胰高血糖素，且您学过使用方法，请现在使用。',
      '如果孩子使用胰岛素泵，请按医护团队教过的方法暂停或断开。',
      '孩子清醒并能吞咽后，先给快速起效的糖，再吃点心。',
    ],
    ketones: [
      '呕吐伴酮体升高，或呼吸深快、费力，可能是糖尿病酮症酸中毒（DKA），需要立即到医院治疗。',
      '不要停用胰岛素，也不要等着看会不会自己好转。',
      '带上孩子的血糖仪、胰岛素、酮体试纸和治疗方案。',
      '告诉医护人员最近的血糖和酮体读数，以及最后一次注射胰岛素的时间。',
    ],
    dka: '血酮达到 3.0 mmol/L 及以上，酮体升高同时肚子痛，或者血糖高、酮体升高的同时出现嗜睡或神志不清，可能是糖尿病酮症酸中毒（DKA），需要立即到医院治疗。',
    readMore: '延伸阅读',
    disclaimer:
      '以上是应用资料库中的一般信息，不是针对您孩子的医疗建议，也不能代替医护团队。请按照孩子的治疗方案执行，有任何疑问请及时联系医护团队。',
    fromLibrary: '资料库中关于这个问题的内容如下：',
    modelFailed: '助手暂时无法回答，以下是资料库中与您的问题最相关的段落：',
    nothingFound: '资料库中没有找到相关内容。紧急情况请查看[急救指南](/urgent-learning)；关于孩子的具体方案，请咨询医护团队。',
    noDoses: '我无法计算胰岛素剂量。剂量取决于医护团队为孩子制定的方案：请按照他们给您的剂量指导执行，或直接联系他们。',
    read: '阅读',
  },
} as const;

export const chatTexts = (lang: Lang) => texts[lang];

/** The articles an emergency answer points to, by the dangers it names. */
export function emergencyArticles(kinds: EmergencyKind[]): string[] {
  const slugs = ['when-to-call-emergency'];
  if (kinds.some((kind) => kind === 'unresponsive' || kind === 'seizure' || kind === 'swallow')) slugs.push('severe-hypo-glucagon');
  if (kinds.some((kind) => kind === 'ketones' || kind === 'breathing' || kind === 'dka')) slugs.push('hyperglycaemia-ketones');
  return slugs;
}

/** 'Call emergency services now on <the deployment's number>' first, then what to do for the dangers the message names. */
export function emergencyGuidance(kinds: EmergencyKind[], lang: Lang, emergencyNumber: string): string {
  const words = chatTexts(lang);
  const steps: string[] = [];
  if (kinds.some((kind) => kind === 'unresponsive' || kind === 'seizure' || kind === 'swallow')) steps.push(...words.severe);
  const [vomiting, ...hospital] = words.ketones;
  if (kinds.some((kind) => kind === 'ketones' || kind === 'breathing')) steps.push(vomiting);
  if (kinds.includes('dka')) steps.push(words.dka);
  if (kinds.some((kind) => kind === 'ketones' || kind === 'breathing' || kind === 'dka')) steps.push(...hospital);
  return [withEmergencyNumber(words.callNow, emergencyNumber), '', ...steps.map((step) => `- ${step}`)].join('\n');
}

// A question that asks the chat to work out insulin: it never does (ADR 0020: a dose question is declined).
const doseQuestion =
  /\b(how (many|much) (units?|insulin)|units? of (insulin|novo\w*|huma\w*|lantus|basal|bolus)|(what|which|right|correct) dose|insulin dose|dose of insulin|correction (dose|factor)|insulin[- ]to[- ]carb|carb ratio|calculate (my|his|her|the) (dose|insulin))\b|多少(个)?单位|剂量|打多少|注射多少|胰岛素.{0,6}多少|校正系数|碳水系数|胰岛素.{0,4}(怎么|如何)算/i;
// Read as written and as the dose check reads answers (full-width letters, hidden characters, Chinese numerals).
export const asksForDose = (question: string) => doseQuestion.test(question) || doseQuestion.test(normaliseForDoseCheck(question));

// The answer-side rule grew its own module; it stays importable from here, where answer.ts and the
// library's check (content/libraryFiles.test.ts) have always found it.
export { namesInsulinAmount } from './doseBackstop.js';
