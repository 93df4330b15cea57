import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { workflowPaths } from '../features/consultation/workflow';
import { FullPageLoader } from '../shared/ui/FullPageLoader';
import { RequireSession } from './guards/RequireSession';
import { SignupGuard } from './guards/SignupGuard';
import { WorkflowGuard } from './guards/WorkflowGuard';
import { PublicLayout } from './layout/PublicLayout';
import { RootLayout } from './layout/RootLayout';
import { SignedInLayout } from './layout/SignedInLayout';
import { paths, requiresSession } from './routePaths';

interface Screen {
  path: string;
  /** A dynamic import, so each screen is its own chunk. */
  load: () => Promise<ComponentType>;
  /** The frame around it: public pages have no bottom navigation. */
  layout: 'public' | 'signedIn';
}

/**
 * THE route table. Add a screen here; whether it needs a session follows from the spec's
 * protected list in routePaths.ts, and /signup gets its own access rules.
 */
export const screens: Screen[] = [
  {
    path: paths.splash,
    layout: 'public',
    load: () => import('../features/splash/components/SplashPage').then((m) => m.SplashPage),
  },
  {
    path: paths.signup,
    layout: 'public',
    load: () => import('../features/auth/components/AuthPage').then((m) => m.AuthPage),
  },
  {
    path: paths.childSignup,
    layout: 'public',
    load: () => import('../features/auth/components/ChildSignupPage').then((m) => m.ChildSignupPage),
  },
  {
    path: paths.home,
    layout: 'signedIn',
    load: () => import('./screens/HomeScreen').then((m) => m.HomeScreen),
  },
  {
    path: paths.homeDev,
    layout: 'signedIn',
    load: () => import('./screens/HomeScreen').then((m) => m.HomeScreen),
  },
  {
    path: paths.familyMembers,
    layout: 'signedIn',
    load: () => import('../features/family/components/FamilyPage').then((m) => m.FamilyPage),
  },
  {
    path: paths.addFamilyMember,
    layout: 'signedIn',
    load: () => import('../features/invitations/components/AddFamilyMemberPage').then((m) => m.AddFamilyMemberPage),
  },
  {
    path: paths.invitationDisplay,
    layout: 'signedIn',
    load: () => import('../features/invitations/components/InvitationDisplayPage').then((m) => m.InvitationDisplayPage),
  },
  {
    path: paths.childLoginInfo,
    layout: 'signedIn',
    load: () => import('../features/family/components/ChildLoginInfoPage').then((m) => m.ChildLoginInfoPage),
  },
  {
    path: paths.tasks,
    layout: 'signedIn',
    load: () => import('../features/tasks/components/TasksPage').then((m) => m.TasksPage),
  },
  {
    path: paths.taskEdit,
    layout: 'signedIn',
    load: () => import('../features/tasks/components/TaskEditPage').then((m) => m.TaskEditPage),
  },
  {
    path: paths.task,
    layout: 'signedIn',
    load: () => import('../features/tasks/components/TaskDetailPage').then((m) => m.TaskDetailPage),
  },
  {
    path: paths.goal,
    layout: 'signedIn',
    load: () => import('../features/goals/components/GoalPage').then((m) => m.GoalPage),
  },
  {
    path: paths.coinLog,
    layout: 'signedIn',
    load: () => import('../features/coins/components/CoinLogPage').then((m) => m.CoinLogPage),
  },
  {
    path: paths.tokenOwnership,
    layout: 'signedIn',
    load: () => import('../features/tokens/components/TokenOwnershipPage').then((m) => m.TokenOwnershipPage),
  },
  {
    path: paths.familyStreak,
    layout: 'signedIn',
    load: () => import('../features/activity/components/FamilyStreakPage').then((m) => m.FamilyStreakPage),
  },
  {
    path: paths.communityInteractions,
    layout: 'signedIn',
    load: () => import('../features/activity/components/CommunityInteractionsPage').then((m) => m.CommunityInteractionsPage),
  },
  {
    path: paths.kidsProgress,
    layout: 'signedIn',
    load: () => import('../features/activity/components/KidsProgressPage').then((m) => m.KidsProgressPage),
  },
  {
    path: paths.fitness,
    layout: 'signedIn',
    load: () => import('../features/fitness/components/FitnessPage').then((m) => m.FitnessPage),
  },
  {
    path: paths.notifications,
    layout: 'signedIn',
    load: () => import('../features/notifications/components/NotificationsPage').then((m) => m.NotificationsPage),
  },
  {
    path: paths.redFlags,
    layout: 'signedIn',
    load: () => import('../features/redFlags/components/RedFlagsPage').then((m) => m.RedFlagsPage),
  },
  {
    path: paths.appointment,
    layout: 'signedIn',
    load: () => import('../features/consultation/components/AppointmentPage').then((m) => m.AppointmentPage),
  },
  {
    path: paths.doctorReferral,
    layout: 'signedIn',
    load: () => import('../features/consultation/components/ReferralPage').then((m) => m.ReferralPage),
  },
  {
    path: paths.receivedBackpack,
    layout: 'signedIn',
    load: () => import('../features/consultation/components/BackpackPage').then((m) => m.BackpackPage),
  },
  {
    path: paths.clinicDesk,
    layout: 'signedIn',
    load: () => import('../features/consultation/components/ClinicDeskPage').then((m) => m.ClinicDeskPage),
  },
];

/** The workflow steps' pages: the stage decides who may stay on them (spec section 4, ADR 0009). */
const workflowScreens = new Set<string>(Object.values(workflowPaths));

function toRoute(screen: Screen): RouteObject {
  const route: RouteObject = { path: screen.path, lazy: async () => ({ Component: await screen.load() }) };
  if (screen.path === paths.signup) return { element: <SignupGuard />, children: [route] };
  if (workflowScreens.has(screen.path)) return { element: <WorkflowGuard />, children: [route] };
  return route;
}

function layoutRoutes(list: Screen[], layout: Screen['layout']): RouteObject[] {
  const matching = list.filter((screen) => screen.layout === layout).map(toRoute);
  if (matching.length === 0) return [];
  return [{ element: layout === 'public' ? <PublicLayout /> : <SignedInLayout />, children: matching }];
}

export function buildRoutes(list: Screen[] = screens): RouteObject[] {
  const open = list.filter((screen) => !requiresSession(screen.path));
  const guarded = list.filter((screen) => requiresSession(screen.path));
  return [
    {
      element: <RootLayout />,
      HydrateFallback: FullPageLoader,
      children: [
        ...layoutRoutes(open, 'public'),
        ...layoutRoutes(open, 'signedIn'),
        { element: <RequireSession />, children: [...layoutRoutes(guarded, 'public'), ...layoutRoutes(guarded, 'signedIn')] },
        {
          element: <PublicLayout />,
          children: [{ path: '*', lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }) }],
        },
      ],
    },
  ];
}
