import { describe, expect, it } from 'vitest';
import { activeNavItem } from './layout/navItems';
import { protectedPaths, requiresSession } from './routePaths';
import { screens } from './routes';
import { workflowPaths } from '../features/consultation/workflow';

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
      '/diabetes-appointment-practitioner',
      '/doctor-referral',
      '/received-backpack',
      '/admin/consultations',
    ]);
    expect(requiresSession('/')).toBe(false);
    expect(requiresSession('/signup')).toBe(false);
    expect(requiresSession('/child-signup')).toBe(false);
  });

  it('declares the spec’s whole protected list', () => {
    expect(protectedPaths).toHaveLength(22);
    expect(protectedPaths).toContain('/child-login-info/:childId');
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
