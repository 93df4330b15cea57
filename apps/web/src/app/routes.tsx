import { lazy } from 'react';
import { Navigate, type RouteObject } from '../shared/router';
import { workflowPaths } from '../features/consultation/workflowPaths';
import { paths } from '../shared/paths';
import { RequireSession } from './guards/RequireSession';
import { SignupGuard } from './guards/SignupGuard';
import { lazyScreen, lazyWorkflowGuard } from './lazyScreen';
import { consoleScreens, textPlacesOf } from './consoleScreens';
import { familyScreen, publicScreen, type Access, type Screen } from './screenKinds';
import { PublicLayout } from './layout/PublicLayout';
import { RootLayout } from './layout/RootLayout';
import { SignedInLayout } from './layout/SignedInLayout';
import { dashboardTexts } from './dashboardTexts';

/**
 * THE route table. Add a screen here, with its pattern from the path table and its access. Every
 * protected route (docs/product.md, "Routes"; routes.test.ts holds the list) needs a session; so do the
 * dashboard (its data load sends a user without a token to /signup anyway) and the family's own
 * screens off that list (add a member, a task or goal, the activity and fitness
 * pages): without a session their calls would only meet failing forms or the Session Expired modal.
 */
export const screens: Screen[] = [
  publicScreen(paths.splash.pattern, ['splash'], () => import('../features/splash/components/SplashPage').then((m) => m.SplashPage), {
    readsServer: false,
  }),
  {
    path: paths.signup.pattern,
    access: 'signupRules',
    layout: 'public',
    texts: ['auth'],
    load: () => import('../features/auth/components/AuthPage').then((m) => m.AuthPage),
    readsServer: true,
  },
  publicScreen(
    paths.tokenHandler.pattern,
    [],
    () => import('../features/auth/components/TokenHandlerPage').then((m) => m.TokenHandlerPage),
    { readsServer: false },
  ),
  publicScreen(paths.signupWithGoogle.pattern, ['auth'], () =>
    import('../features/auth/components/GoogleSignupPage').then((m) => m.GoogleSignupPage),
  ),
  // The issuer's way back: two addresses, one handler.
  ...[paths.googleCallback.pattern, paths.googleSso.pattern].map((path) =>
    publicScreen(path, [], () => import('../features/auth/components/GoogleCallbackPage').then((m) => m.GoogleCallbackPage), {
      readsServer: false,
    }),
  ),
  publicScreen(paths.childSignup.pattern, ['auth'], () =>
    import('../features/auth/components/ChildSignupPage').then((m) => m.ChildSignupPage),
  ),
  publicScreen(paths.childLogin.pattern, ['auth'], () =>
    import('../features/auth/components/ChildGameLoginPage').then((m) => m.ChildGameLoginPage),
  ),
  publicScreen(
    paths.manualInstallGuide.pattern,
    ['install'],
    () => import('../features/install/components/ManualInstallGuidePage').then((m) => m.ManualInstallGuidePage),
    { readsServer: false },
  ),
  ...[paths.home.pattern, paths.homeDev.pattern].map((path) =>
    familyScreen(path, dashboardTexts, () => import('./screens/HomeScreen').then((m) => m.HomeScreen)),
  ),
  familyScreen(paths.familyMembers.pattern, ['family'], () => import('../features/family/components/FamilyPage').then((m) => m.FamilyPage)),
  familyScreen(paths.addFamilyMember.pattern, ['invitations'], () =>
    import('../features/invitations/components/AddFamilyMemberPage').then((m) => m.AddFamilyMemberPage),
  ),
  familyScreen(paths.invitationDisplay.pattern, ['invitations', 'links'], () =>
    import('../features/invitations/components/InvitationDisplayPage').then((m) => m.InvitationDisplayPage),
  ),
  familyScreen(paths.childLoginInfo.pattern, ['family', 'links'], () =>
    import('../features/family/components/ChildLoginInfoPage').then((m) => m.ChildLoginInfoPage),
  ),
  familyScreen(paths.tasks.pattern, ['tasks'], () => import('../features/tasks/components/TasksPage').then((m) => m.TasksPage)),
  familyScreen(paths.taskEdit.pattern, ['tasks'], () => import('../features/tasks/components/TaskEditPage').then((m) => m.TaskEditPage)),
  familyScreen(paths.task.pattern, ['tasks'], () => import('../features/tasks/components/TaskDetailPage').then((m) => m.TaskDetailPage)),
  familyScreen(paths.goal.pattern, ['goals'], () => import('../features/goals/components/GoalPage').then((m) => m.GoalPage)),
  familyScreen(paths.coinLog.pattern, ['coins'], () => import('../features/coins/components/CoinLogPage').then((m) => m.CoinLogPage)),
  familyScreen(paths.tokenOwnership.pattern, ['tokens'], () =>
    import('../features/tokens/components/TokenOwnershipPage').then((m) => m.TokenOwnershipPage),
  ),
  familyScreen(paths.familyStreak.pattern, ['activity'], () =>
    import('../features/activity/components/FamilyStreakPage').then((m) => m.FamilyStreakPage),
  ),
  familyScreen(paths.communityInteractions.pattern, ['activity'], () =>
    import('../features/activity/components/CommunityInteractionsPage').then((m) => m.CommunityInteractionsPage),
  ),
  familyScreen(paths.kidsProgress.pattern, ['activity'], () =>
    import('../features/activity/components/KidsProgressPage').then((m) => m.KidsProgressPage),
  ),
  familyScreen(paths.fitness.pattern, ['fitness', 'home'], () =>
    import('../features/fitness/components/FitnessPage').then((m) => m.FitnessPage),
  ),
  familyScreen(paths.notifications.pattern, ['notifications'], () =>
    import('../features/notifications/components/NotificationsPage').then((m) => m.NotificationsPage),
  ),
  familyScreen(paths.redFlags.pattern, ['redFlags'], () =>
    import('../features/redFlags/components/RedFlagsPage').then((m) => m.RedFlagsPage),
  ),
  familyScreen(paths.redFlagHistory.pattern, ['redFlags'], () =>
    import('../features/redFlags/components/RedFlagHistoryPage').then((m) => m.RedFlagHistoryPage),
  ),
  familyScreen(paths.appointment.pattern, ['consultation'], () =>
    import('../features/consultation/components/AppointmentPage').then((m) => m.AppointmentPage),
  ),
  familyScreen(paths.doctorReferral.pattern, ['consultation'], () =>
    import('../features/consultation/components/ReferralPage').then((m) => m.ReferralPage),
  ),
  familyScreen(paths.receivedBackpack.pattern, ['consultation'], () =>
    import('../features/consultation/components/BackpackPage').then((m) => m.BackpackPage),
  ),
  // The content library's pages.
  familyScreen(paths.article.pattern, ['library'], () => import('../features/library/components/ArticlePage').then((m) => m.ArticlePage)),
  familyScreen(paths.urgentLearning.pattern, ['library'], () =>
    import('../features/library/components/UrgentLearningPage').then((m) => m.UrgentLearningPage),
  ),
  familyScreen(paths.juicebox.pattern, ['library'], () =>
    import('../features/library/components/JuiceboxPage').then((m) => m.JuiceboxPage),
  ),
  familyScreen(paths.trustedProducts.pattern, ['library'], () =>
    import('../features/library/components/TrustedProductsPage').then((m) => m.TrustedProductsPage),
  ),
  familyScreen(paths.productLearning.pattern, ['library'], () =>
    import('../features/library/components/ProductLearningPage').then((m) => m.ProductLearningPage),
  ),
  familyScreen(paths.community.pattern, ['library'], () =>
    import('../features/library/components/CommunityPage').then((m) => m.CommunityPage),
  ),
  familyScreen(paths.facebookGroup.pattern, ['library'], () =>
    import('../features/library/components/FacebookGroupPage').then((m) => m.FacebookGroupPage),
  ),
  familyScreen(paths.gift.pattern, ['gifts'], () => import('../features/gifts/components/GiftPage').then((m) => m.GiftPage)),
  familyScreen(paths.aiChat.pattern, ['chat', 'library'], () => import('../features/chat/components/AiChatPage').then((m) => m.AiChatPage)),
  ...consoleScreens(() => textPlacesOf(screens)),
];

/** The workflow steps' pages: the stage decides who may stay on them (ADR 0009). */
const workflowScreens = new Set<string>(Object.values(workflowPaths));

/** Whether a screen's access needs a signed-in user (RequireSession sends anyone else to /signup). */
function needsSession(access: Access): boolean {
  return access === 'session' || access === 'operator';
}

/** Whether the route at `routePath` needs a session, by its declaration; unknown paths do not. */
export function requiresSession(routePath: string, list: Screen[] = screens): boolean {
  const screen = list.find((entry) => entry.path === routePath);
  return screen ? needsSession(screen.access) : false;
}

const NotFoundPage = lazy(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const ConsoleLayout = lazy(() => import('./layout/ConsoleLayout').then((m) => ({ default: m.ConsoleLayout })));

/** A screen's route; RootLayout's Suspense waits for its code and texts the first time it shows. */
function toRoute(screen: Screen): RouteObject {
  const { Screen: LazyScreen, preload } = lazyScreen(screen);
  const route: RouteObject = { path: screen.path, element: <LazyScreen /> };
  if (screen.access === 'signupRules') return { element: <SignupGuard />, children: [route] };
  if (workflowScreens.has(screen.path)) {
    const WorkflowGuard = lazyWorkflowGuard(preload);
    return { element: <WorkflowGuard />, children: [route] };
  }
  return route;
}

function layoutRoutes(list: Screen[], layout: Screen['layout']): RouteObject[] {
  const matching = list.filter((screen) => screen.layout === layout).map(toRoute);
  if (matching.length === 0) return [];
  const frame = { public: <PublicLayout />, signedIn: <SignedInLayout />, console: <ConsoleLayout /> }[layout];
  return [{ element: frame, children: matching }];
}

/** The route objects for useRoutes; call once, since each call makes the screens' lazy components anew. */
export function buildRoutes(list: Screen[] = screens): RouteObject[] {
  const open = list.filter((screen) => !needsSession(screen.access));
  const guarded = list.filter((screen) => needsSession(screen.access));
  return [
    {
      element: <RootLayout />,
      children: [
        ...layoutRoutes(open, 'public'),
        ...layoutRoutes(open, 'signedIn'),
        {
          element: <RequireSession />,
          children: [...layoutRoutes(guarded, 'public'), ...layoutRoutes(guarded, 'signedIn'), ...layoutRoutes(guarded, 'console')],
        },
        // The console opens on what is not configured yet (ADR 0034), its content on the articles.
        { path: paths.console.pattern, element: <Navigate to={paths.consoleSetup()} replace /> },
        { path: paths.consoleContent.pattern, element: <Navigate to={paths.consoleContentList('articles')} replace /> },
        { element: <PublicLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
      ],
    },
  ];
}
