export const navItems = [
  { id: 'home', hash: '' },
  { id: 'tasks', hash: '#my-tasks' },
  { id: 'redFlags', hash: '#red-flags-section' },
] as const;

export type NavItemId = (typeof navItems)[number]['id'];

/** Which bottom-navigation item is the current one, or null off the dashboard. */
export function activeNavItem(pathname: string, hash: string, homePath: string): NavItemId | null {
  if (pathname !== homePath && !pathname.startsWith(`${homePath}/`)) return null;
  return navItems.find((item) => item.hash !== '' && item.hash === hash)?.id ?? 'home';
}
