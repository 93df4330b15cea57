import type { HomeSectionId } from '@t1d/contract';

/** A configuration's text by its key (`version_text`, ADR 0018), or undefined where it keeps the app's own. */
export type Reworded = (key: string) => string | undefined;

/**
 * A section's words as a configuration gives them, each undefined where the app's own stay: its info
 * text, and its title, or for the top section the encouragement line it has instead of a title. The
 * keys are the ones the contract lets a configuration reword (homeTextKeysOf).
 */
type RewordedSection = { info: string | undefined } & ({ encouragement: string | undefined } | { title: string | undefined });

/** The one rule both the dashboard and the console's preview of it word a section by. */
export function rewordedSection(id: HomeSectionId, reworded: Reworded): RewordedSection {
  const info = reworded(`${id}.info`);
  if (id === 'top_section') return { info, encouragement: reworded('top_section.encouragement') };
  return { info, title: reworded(`${id}.title`) };
}
