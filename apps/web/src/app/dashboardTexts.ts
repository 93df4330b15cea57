import type { Namespace } from '../shared/i18n/resources';

/**
 * The dashboard's sections come from most features, and so do their texts. The home configuration editor
 * names and previews the same sections (its section names quote these namespaces), so it loads them too:
 * an operator signs in to the console and may never have opened the dashboard.
 */
export const dashboardTexts: Namespace[] = [
  'home',
  'tasks',
  'goals',
  'coins',
  'tokens',
  'activity',
  'fitness',
  'family',
  'notifications',
  'redFlags',
  'consultation',
  // The install card's offer (shared/install/LazyInstallOffer.tsx) loads its own texts when it is drawn.
  // Loaded here they are in before the dashboard is drawn: arriving after, they drew every card again
  // (each text that arrives draws every screen's texts again, react-i18next's bindI18nStore), and
  // arriving during the drawing, they could make React start the dashboard's drawing over (ADR 0049).
  'install',
];
