import fs from 'node:fs';
import path from 'node:path';
import { textPlacesOf } from './consoleScreens';
import { describe, expect, it } from 'vitest';
import { activeNavItem } from './layout/navItems';
import { requiresSession, screens } from './routes';
import { alwaysLoaded } from '../shared/i18n/resources';
import { workflowPaths } from '../features/consultation/workflow';

/** The screens that need a signed-in user: each is registered, with an access that needs a session. */
const protectedPaths = [
  '/family-member-management',
  '/invitation-display',
  '/diabetes-appointment-practitioner',
  '/doctor-referral',
  '/received-backpack',
  '/community',
  '/urgent-learning',
  '/juicebox',
  '/product-learning',
  '/kids-progress',
  '/red-flag-and-interventions',
  '/family-streak',
  '/heroic-token-ownership',
  '/tasks',
  '/gift',
  '/article/:id',
  '/coins-earned-logs',
  '/notifications',
  '/facebook-group',
  '/child-login-info/:childId',
  '/trusted-products',
  '/admin/home-config',
] as const;

/** The operator console's screens (app/consoleScreens.tsx). */
const consolePaths = [
  '/admin/setup',
  '/admin/texts',
  '/admin/settings',
  '/admin/content/:section',
  '/admin/content/:section/:id',
  '/admin/game-keys',
  '/admin/audit',
  '/admin/consultations',
  '/admin/home-config',
];

describe('the route table', () => {
  it('guards the dashboard and every protected screen, not the public ones', () => {
    const guarded = screens.filter((screen) => requiresSession(screen.path)).map((screen) => screen.path);
    expect(guarded).toEqual([
      '/home',
      '/home/:dev',
      '/family-member-management',
      '/add-family-member',
      '/invitation-display',
      '/child-login-info/:childId',
      '/tasks',
      '/task-edit',
      '/task/:id',
      '/goal/:id',
      '/coins-earned-logs',
      '/heroic-token-ownership',
      '/family-streak',
      '/community-interactions',
      '/kids-progress',
      '/fitness/:type/:color',
      '/notifications',
      '/red-flag-and-interventions',
      '/red-flag-history',
      '/diabetes-appointment-practitioner',
      '/doctor-referral',
      '/received-backpack',
      '/article/:id',
      '/urgent-learning',
      '/juicebox',
      '/trusted-products',
      '/product-learning',
      '/community',
      '/facebook-group',
      '/gift',
      '/ai-chat',
      ...consolePaths,
    ]);
    expect(requiresSession('/')).toBe(false);
    expect(requiresSession('/signup')).toBe(false);
    expect(requiresSession('/child-signup')).toBe(false);
  });

  it('registers the whole protected list, and guards each one', () => {
    expect(protectedPaths).toHaveLength(22);
    expect(protectedPaths).toContain('/child-login-info/:childId');
    const registered = new Set(screens.map((screen) => screen.path));
    for (const path of protectedPaths) {
      expect(registered.has(path), path).toBe(true);
      expect(requiresSession(path), path).toBe(true);
    }
  });

  it('reads the guard from each route’s declared access', () => {
    const declaredPublic = screens.map((screen) => ({ ...screen, access: 'public' as const }));
    expect(requiresSession('/tasks', declaredPublic)).toBe(false);
    expect(screens.find((screen) => screen.path === '/signup')?.access).toBe('signupRules');
    for (const path of consolePaths)
      expect(screens.find((screen) => screen.path === path)).toMatchObject({ access: 'operator', layout: 'console' });
  });

  it('registers the workflow pages under the feature’s own paths', () => {
    const all = screens.map((screen) => screen.path);
    for (const path of Object.values(workflowPaths)) expect(all).toContain(path);
  });

  it('registers each path once', () => {
    const all = screens.map((screen) => screen.path);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('bottom navigation', () => {
  it('marks the current item', () => {
    expect(activeNavItem('/home', '', '/home')).toBe('home');
    expect(activeNavItem('/home', '#my-tasks', '/home')).toBe('tasks');
    expect(activeNavItem('/home/dev', '#red-flags-section', '/home')).toBe('redFlags');
    expect(activeNavItem('/home', '#family-goals', '/home')).toBe('home');
    expect(activeNavItem('/family-member-management', '', '/home')).toBeNull();
  });
});

describe('where texts show, for the console', () => {
  it('names the screens that load a namespace, and every screen for the frame’s own texts', () => {
    const places = textPlacesOf(screens);
    expect(places.common).toBe('everywhere');
    expect(places.home).toEqual(expect.arrayContaining(['/home', '/admin/home-config']));
    expect(places.auth).toContain('/signup');
  });
});

describe('the texts a screen loads', () => {
  /** The namespaces a namespace's texts quote (`$t(ns:key)`), in either language. */
  function quotedBy(namespace: string): string[] {
    const quoted = new Set<string>();
    for (const locale of ['en', 'zh']) {
      const file = path.resolve(import.meta.dirname, `../locales/${locale}/${namespace}.json`);
      for (const [, quotedNamespace] of fs.readFileSync(file, 'utf8').matchAll(/\$t\((\w+):/g)) quoted.add(quotedNamespace!);
    }
    return [...quoted];
  }

  it('hold every namespace their texts quote: a text quoting one not loaded shows its key', () => {
    const missing = screens.flatMap((screen) =>
      screen.texts.flatMap((namespace) =>
        quotedBy(namespace)
          .filter((quoted) => !(alwaysLoaded as readonly string[]).includes(quoted) && !(screen.texts as string[]).includes(quoted))
          .map((quoted) => `${screen.path}: ${namespace} quotes ${quoted}`),
      ),
    );
    expect(missing).toEqual([]);
  });
});
