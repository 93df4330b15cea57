import { sayCount as count, type Locale } from '../domain/locale.js';
import { parseTextParams, type TextParams } from '../domain/textParams.js';

interface FlagText {
  reason: (name: string, p: TextParams, locale: Locale) => string;
  intervention: string;
}

// Formatters are costly to build (and hold native memory until collected): one per language, kept.
const dayFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }),
  zh: new Intl.DateTimeFormat('zh-CN', { day: 'numeric', month: 'long', timeZone: 'UTC' }),
};

/** A family day ('YYYY-MM-DD') as people say it: '18 November', '11月18日'. */
function sayDay(day: unknown, locale: Locale): string {
  const parsed = typeof day === 'string' ? new Date(`${day}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime())) return String(day ?? '');
  return dayFormats[locale].format(parsed);
}

/**
 * Every red flag's words, in both languages (ADR 0008). The intervention is something a parent can
 * do this week, said kindly: the child is not in trouble.
 */
export const redFlagTexts = {
  interactions_over_max: {
    en: {
      reason: (name, p, l) =>
        `${name} had ${count(p.total, l)} community interactions in the game over the last 30 days, more than the recommended ${count(p.max, l)}.`,
      intervention:
        'Sit down together for a few minutes this week and ask what they enjoy most in the game and who they play with. Agree on a daily play window, for example after homework and a glucose check, and plan one offline activity you both like. Praise the balance rather than blaming the screen.',
    },
    zh: {
      reason: (name, p, l) => `${name} 最近 30 天在游戏中的社区互动有 ${count(p.total, l)} 次，超过了建议的 ${count(p.max, l)} 次。`,
      intervention:
        '这周找几分钟和孩子坐下来聊聊：问问他在游戏里最喜欢什么、和谁一起玩。一起约定每天的游戏时段（比如做完作业、测完血糖之后），再安排一项你们都喜欢的线下活动。多肯定孩子做到的平衡，而不是责怪屏幕。',
    },
  },
  activity_drop: {
    en: {
      reason: (name, p, l) =>
        `${name} has not played since ${sayDay(p.last_played, l)}, after playing on ${count(p.active_days, l)} of the 14 days before.`,
      intervention:
        'A sudden break can come from tiredness, a low mood, a busy week or trouble with glucose control. Ask gently how they are feeling, look at recent glucose readings together, and offer to play a short session side by side. If low mood or unusual readings last more than a few days, talk to your diabetes care team.',
    },
    zh: {
      reason: (name, p, l) =>
        `${name} 自 ${sayDay(p.last_played, l)} 起没有再玩游戏，而在此之前的 14 天里有 ${count(p.active_days, l)} 天在玩。`,
      intervention:
        '突然不玩可能是因为疲惫、情绪低落、这周太忙，或血糖控制遇到了困难。温和地问问孩子感觉怎么样，一起看看最近的血糖记录，并提议陪他一起玩一小会儿。如果情绪低落或血糖异常持续几天以上，请联系您的糖尿病护理团队。',
    },
  },
  // The game's own words (e.g. from its moderators) stay as the game sent them, in Chinese when it sent
  // them in Chinese too (`reason_zh`); the frame around them and the advice are in the parent's language.
  game_concern: {
    en: {
      reason: (name, p) => `The game noticed something about ${name}: ${String(p.reason ?? '')}`,
      intervention:
        "The game flagged this so you can look into it, not because anyone is in trouble. Ask calmly what happened and listen before you judge; look together at who they play and chat with. If they seem upset, or what happened worries you, contact the game's support team, and talk to your diabetes care team if it affects their mood or glucose control.",
    },
    zh: {
      reason: (name, p) => `游戏注意到了 ${name} 的一些情况：${String(p.reason_zh ?? p.reason ?? '')}`,
      intervention:
        '游戏标记了这件事，是为了让您了解情况，并不是说谁做错了。平静地问问孩子发生了什么，先倾听再下结论；一起看看他在游戏里和谁玩、和谁聊天。如果孩子看起来很难过，或这件事让您担心，请联系游戏的客服团队；如果它影响到孩子的情绪或血糖控制，请和您的糖尿病护理团队谈谈。',
    },
  },
} satisfies Record<string, Record<Locale, FlagText>>;

export type RedFlagTextKey = keyof typeof redFlagTexts;

export function renderRedFlag(textKey: string, params: string, name: string, locale: Locale): { reason: string; intervention: string } {
  const texts = redFlagTexts[textKey as RedFlagTextKey]?.[locale];
  if (!texts) return { reason: textKey, intervention: '' };
  return { reason: texts.reason(name, parseTextParams(params), locale), intervention: texts.intervention };
}
