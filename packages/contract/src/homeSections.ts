/** The dashboard's 19 sections, in their default order (docs/product.md, "Dashboard"). */
export const homeSectionIds = [
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

export type HomeSectionId = (typeof homeSectionIds)[number];

/** The library article the screen_kid section opens: screening a child's brothers and sisters. */
export const screeningArticleSlug = 'screening';

export const isHomeSectionId = (value: string): value is HomeSectionId => (homeSectionIds as readonly string[]).includes(value);

/**
 * When a section shows beyond its configuration:
 * - dev_only: without a configuration, only in dev or test mode (localhost counts);
 * - fitness_entry: only while the fitness entry is shown (dev mode or the secret clicks), configured or not.
 */
export type HomeSectionCondition = 'dev_only' | 'fitness_entry';

export const homeSectionConditions: Partial<Record<HomeSectionId, HomeSectionCondition>> = {
  family_goals: 'dev_only',
  fitness_challenge: 'fitness_entry',
};

/**
 * The texts a configuration may reword (its `version_text`), by key: the loading overlay, and each
 * section's title (the top section's encouragement line) and info text.
 */
export function homeTextKeysOf(section: HomeSectionId): string[] {
  return section === 'top_section' ? ['top_section.encouragement', 'top_section.info'] : [`${section}.title`, `${section}.info`];
}

export const homeTextKeys: readonly string[] = ['loading', ...homeSectionIds.flatMap(homeTextKeysOf)];

export const isHomeTextKey = (value: string): boolean => homeTextKeys.includes(value);
