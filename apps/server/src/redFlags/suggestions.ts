import type { Locale } from '../domain/locale.js';
import type { RedFlagTextKey } from './texts.js';

type Words = Record<Locale, string>;

/**
 * What a parent can tick as tried when handling a flag, per flag text (ADR 0031): the intervention's
 * advice in small steps, said without a person, since every parent of the family reads them afterwards. Keys are stored in the handled step and never change; words are written in
 * the reader's language when read.
 */
export const redFlagSuggestions = {
  interactions_over_max: {
    talked_about_game: { en: 'Talked about what they enjoy in the game', zh: '聊了孩子在游戏里喜欢什么' },
    agreed_play_window: { en: 'Agreed on a daily play window', zh: '约定了每天的游戏时段' },
    planned_offline_activity: { en: 'Planned an offline activity together', zh: '一起安排了一项线下活动' },
  },
  activity_drop: {
    asked_how_feeling: { en: 'Asked gently how they are feeling', zh: '温和地问了孩子感觉怎么样' },
    looked_at_glucose_together: { en: 'Looked at recent glucose readings together', zh: '一起看了最近的血糖记录' },
    played_together: { en: 'Played a short session side by side', zh: '陪孩子一起玩了一小会儿' },
    contacted_care_team: { en: 'Contacted the diabetes care team', zh: '联系了糖尿病护理团队' },
  },
  game_concern: {
    talked_calmly: { en: 'Asked calmly what happened and listened', zh: '平静地问了发生了什么，并认真倾听' },
    looked_at_contacts: { en: 'Looked together at who they play and chat with', zh: '一起看了孩子和谁一起玩、和谁聊天' },
    contacted_game_support: { en: "Contacted the game's support team", zh: '联系了游戏的客服团队' },
    contacted_care_team: { en: 'Contacted the diabetes care team', zh: '联系了糖尿病护理团队' },
  },
} satisfies Record<RedFlagTextKey, Record<string, Words>>;

const suggestionsOf = (textKey: string): Record<string, Words> => redFlagSuggestions[textKey as RedFlagTextKey] ?? {};

export const suggestionKeys = (textKey: string): string[] => Object.keys(suggestionsOf(textKey));

export const suggestionsFor = (textKey: string, locale: Locale) =>
  Object.entries(suggestionsOf(textKey)).map(([key, words]) => ({ key, text: words[locale] }));

/** The words of the keys a handled step stored (JSON array); a key no longer known shows as itself. */
export function triedWords(textKey: string, tried: string, locale: Locale): string[] {
  const keys = JSON.parse(tried) as string[];
  return keys.map((key) => suggestionsOf(textKey)[key]?.[locale] ?? key);
}
