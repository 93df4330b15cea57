/**
 * THE path table: every in-app route once, as the pattern the router registers (`paths.task.pattern`)
 * and a builder for links to it (`paths.task(id)`), with the query parameters each route reads typed.
 * Features and app/ link through it and never write a path by hand, so an address is
 * declared once, as a command is in the contract.
 * The pages the server points at (its links, pushes and Google's way back) are the contract's
 * `appPaths`, so the server and the route table name them once.
 */
import { appPaths } from '@t1d/contract';

type QueryValue = string | number | boolean | null | undefined;

/**
 * A query string: typed parameters in their order, each value URL-encoded, unset ones left out; or a
 * search that came from the address (`location.search`), kept exactly as it came.
 */
function query(params: Readonly<Record<string, QueryValue>> | string = {}): string {
  if (typeof params === 'string') return params === '' || params.startsWith('?') ? params : `?${params}`;
  const pairs = Object.entries(params)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

const segment = (value: string | number) => encodeURIComponent(String(value));

/** A route: its builder, carrying the pattern the router matches. */
function route<const P extends string, A extends unknown[]>(pattern: P, build: (...args: A) => string) {
  return Object.assign(build, { pattern });
}

/** A route without parameters: the builder gives the pattern itself. */
const fixed = <const P extends string>(pattern: P) => route(pattern, (): P => pattern);

/** The dashboard's sections a link may jump to. */
export type HomeAnchor = 'my-tasks' | 'family-goals' | 'red-flags-section';

/** The parts of /urgent-learning a link may jump to. */
export type LibraryAnchor = 'all-articles' | 'lesson-plans';

/** The console's content sections: the library's kinds and the gift catalogue (features/console/content). */
export type ContentSection = 'articles' | 'products' | 'episodes' | 'lesson-plans' | 'gifts';

/** What /signup reads from its query (docs/product.md, "Sign-up and sign-in"). */
type SignupQuery = {
  tab?: 'signin';
  invite_code?: string;
  campaign?: string;
  hospital?: string;
  email?: string;
  /** SSO mode: back from a Google sign-in that failed, the game link's fields again. */
  sso?: '1';
  session_id?: string;
  callback_url?: string;
  source?: string;
};

type MemberKind = 'parent' | 'child';

/**
 * The pages the server points at (the contract's appPaths), each a route without parameters. Those
 * whose links carry a query are built again below: the sign-up pages and the child's login link.
 */
const served = Object.fromEntries(Object.entries(appPaths).map(([name, path]) => [name, fixed(path)])) as {
  [N in keyof typeof appPaths]: ReturnType<typeof fixed<(typeof appPaths)[N]>>;
};

export const paths = {
  ...served,
  /** Sign In / Sign Up; a string is a search kept as it came (the protected-route redirect, the splash). */
  signup: route(appPaths.signup, (search: SignupQuery | string = {}) => `${appPaths.signup}${query(search)}`),
  childSignup: route(appPaths.childSignup, (search: { invite_code: string }) => `${appPaths.childSignup}${query(search)}`),
  /** A child's one-time login link (the server builds it on PUBLIC_URL); the page forwards to the game. */
  childLogin: route(appPaths.childLogin, (search: { login_token: string }) => `${appPaths.childLogin}${query(search)}`),
  /** Where a Google sign-in goes on: completing a new account, or signing an existing one in. */
  signupWithGoogle: fixed('/signup-with-google'),
  /** The splash hands a token query on unchanged. */
  tokenHandler: route('/token-handler', (search: string) => `/token-handler${query(search)}`),
  home: route('/home', (anchor?: HomeAnchor) => (anchor ? `/home#${anchor}` : '/home')),
  /** The dashboard in dev mode. */
  homeDev: route('/home/:dev', (dev: string = 'dev') => `/home/${segment(dev)}`),
  addFamilyMember: route('/add-family-member', (search: { type: MemberKind }) => `/add-family-member${query(search)}`),
  /** invitationData is the invitation as JSON; the page reads it back. */
  invitationDisplay: route(
    '/invitation-display',
    (search: { invitationData: string; invitationType: MemberKind }) => `/invitation-display${query(search)}`,
  ),
  childLoginInfo: route('/child-login-info/:childId', (childId: number) => `/child-login-info/${segment(childId)}`),
  tasks: fixed('/tasks'),
  taskEdit: fixed('/task-edit'),
  task: route('/task/:id', (id: number | string) => `/task/${segment(id)}`),
  goal: route('/goal/:id', (id: number | string) => `/goal/${segment(id)}`),
  coinLog: fixed('/coins-earned-logs'),
  tokenOwnership: fixed('/heroic-token-ownership'),
  familyStreak: fixed('/family-streak'),
  communityInteractions: fixed('/community-interactions'),
  kidsProgress: fixed('/kids-progress'),
  /** A fitness kind's list; dev only, so the flag may travel in the query. */
  fitness: route(
    '/fitness/:type/:color',
    (type: number | string, color: string, search: { dev?: true } = {}) => `/fitness/${segment(type)}/${segment(color)}${query(search)}`,
  ),
  /** The family's red flags of the last 90 days and what it did, to print for the care team. */
  redFlagHistory: fixed('/red-flag-history'),
  appointment: fixed('/diabetes-appointment-practitioner'),
  // The operator console (ADR 0023): one layout, its own navigation.
  console: fixed('/admin'),
  /** What the deployment has not configured yet (ADR 0034): where the console opens. */
  consoleSetup: fixed('/admin/setup'),
  consoleTexts: fixed('/admin/texts'),
  consoleSettings: fixed('/admin/settings'),
  consoleGameKeys: fixed('/admin/game-keys'),
  consoleAudit: fixed('/admin/audit'),
  /** Opens on the articles. */
  consoleContent: fixed('/admin/content'),
  consoleContentList: route('/admin/content/:section', (section: ContentSection) => `/admin/content/${section}`),
  /** One item's editor, or a new one's (`'new'`). */
  consoleContentEditor: route(
    '/admin/content/:section/:id',
    (section: ContentSection, id: number | 'new') => `/admin/content/${section}/${segment(id)}`,
  ),
  clinicDesk: fixed('/admin/consultations'),
  homeConfigEditor: fixed('/admin/home-config'),
  // Content pages, built with the content library: the dashboard's link sections lead to them.
  juicebox: fixed('/juicebox'),
  urgentLearning: route('/urgent-learning', (anchor?: LibraryAnchor) => (anchor ? `/urgent-learning#${anchor}` : '/urgent-learning')),
  trustedProducts: fixed('/trusted-products'),
  /** One product kind of the catalogue, by its id. */
  productLearning: route('/product-learning', (search: { id: number }) => `/product-learning${query(search)}`),
  community: fixed('/community'),
  facebookGroup: fixed('/facebook-group'),
  gift: fixed('/gift'),
  aiChat: fixed('/ai-chat'),
  article: route('/article/:id', (id: number | string) => `/article/${segment(id)}`),
  /** How to add the app to the home screen, for each kind of device. */
  manualInstallGuide: fixed('/manual-install-guide'),
} as const;

/**
 * What the family page is handed in history state: after a Google sign-in linked an account someone
 * made before with the parent's e-mail (ADR 0014), a notice to check who else is in the family.
 */
export interface FamilyPageState {
  accountLinked: true;
}

export function isFamilyPageState(value: unknown): value is FamilyPageState {
  return (value as Partial<FamilyPageState> | null)?.accountLinked === true;
}
