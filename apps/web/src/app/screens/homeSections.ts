/** The dashboard's sections in the spec's default order (section 2, 1 to 19). */
export const homeSectionOrder = [
  'top_section',
  'book_consultation',
  'coins_earned',
  'juicebox_series',
  'screen_kid',
  'trusted_products',
  'juicebox_community',
  't1d_training',
  'lesson_plans',
  'gift_card',
  'my_tasks',
  'family_goals',
  'habits_skills',
  'family_logins',
  'community_interactions',
  'red_flags',
  'fitness_challenge',
  'token_ownership',
  'install_app',
] as const;

export type HomeSectionId = (typeof homeSectionOrder)[number];

interface SectionFlags {
  /** Dev or test mode (localhost counts). */
  dev: boolean;
  /** The fitness entry is shown: dev mode, or unlocked by the secret clicks. */
  fitnessShown: boolean;
}

/**
 * The defaults when no server configuration exists: every section, in order, except family_goals
 * (dev or test mode only) and fitness_challenge (only while the fitness entry is shown).
 */
export function defaultHomeSections({ dev, fitnessShown }: SectionFlags): HomeSectionId[] {
  return homeSectionOrder.filter((id) => {
    if (id === 'family_goals') return dev;
    if (id === 'fitness_challenge') return fitnessShown;
    return true;
  });
}
