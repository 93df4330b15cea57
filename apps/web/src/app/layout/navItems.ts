import type { HomeAnchor } from '../../shared/paths';

export const navItems: readonly { id: 'home' | 'tasks' | 'redFlags'; anchor?: HomeAnchor }[] = [
  { id: 'home' },
  { id: 'tasks', anchor: 'my-tasks' },
  { id: 'redFlags', anchor: 'red-flags-section' },
];

type NavItemId = (typeof navItems)[number]['id'];

/** Which bottom-navigation item is the current one, or null off the dashboard. */
export function activeNavItem(pathname: string, hash: string, homePath: string): NavItemId | null {
  if (pathname !== homePath && !pathname.startsWith(`${homePath}/`)) return null;
  return navItems.find((item) => item.anchor !== undefined && `#${item.anchor}` === hash)?.id ?? 'home';
}
