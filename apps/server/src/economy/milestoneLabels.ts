import { milestoneThresholds, type TokenMilestone } from '@t1d/contract';
import type { Locale } from '../domain/locale.js';

const { family_streak_30: loginDays, family_goals_10: goals } = milestoneThresholds;

/**
 * Each milestone named for parents, in both languages: a grant keeps the words in the ledger as they
 * were when it was made (its reason), and its notification renders them when read (notifications/texts.ts).
 */
export const milestoneLabels: Record<TokenMilestone, Record<Locale, string>> = {
  consultation_completed: { en: 'Care plan completed', zh: '完成护理计划' },
  family_streak_30: { en: `${loginDays} days on the family login streak`, zh: `家庭登录累计 ${loginDays} 天` },
  family_goals_10: { en: `${goals} family goals completed`, zh: `完成家庭目标 ${goals} 次` },
};
