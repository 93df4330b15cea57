import { homeSectionIds, type HomeSectionId } from '@t1d/contract';

export { homeSectionIds as homeSectionOrder, type HomeSectionId };

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
  return homeSectionIds.filter((id) => {
    if (id === 'family_goals') return dev;
    if (id === 'fitness_challenge') return fitnessShown;
    return true;
  });
}
