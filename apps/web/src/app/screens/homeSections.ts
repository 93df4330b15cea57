import { homeSectionIds, type HomeConfig, type HomeSectionId } from '@t1d/contract';

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

/**
 * The dashboard's sections in their order (ADR 0018): the configuration's enabled ones by their order,
 * or the defaults without one. fitness_challenge is the fitness entry, so it needs it shown either way.
 */
export function arrangeHomeSections(config: HomeConfig | null, flags: SectionFlags): HomeSectionId[] {
  if (!config) return defaultHomeSections(flags);
  return [...config.sections_config]
    .filter((section) => section.enabled && (section.id !== 'fitness_challenge' || flags.fitnessShown))
    .sort((a, b) => a.order - b.order)
    .map((section) => section.id);
}

/** The element id of a section's card on the page, its anchor: the section's id in kebab case, but the red flags card's own. */
export function cardElementId(id: HomeSectionId): string {
  return id === 'red_flags' ? 'red-flags-section' : id.replace(/_/g, '-');
}
