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
];
