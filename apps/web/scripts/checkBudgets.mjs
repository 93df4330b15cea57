// Fails the build when a screen of the app would send more than its budget (gzip, as on the wire).
//
// What a screen loads is read from Vite's build manifest (dist/.vite/manifest.json): the entry chunk
// and every chunk it imports statically (index.html preloads all of them), plus the screen's lazy
// chunk and its own static imports. A new route, a new shared chunk or a library pulled into the
// entry is counted without editing this file. Sizes come from size-limit's file plugin: each file
// gzipped on its own at level 9, as the server's precompressed copies are.
//
// Usage: node scripts/checkBudgets.mjs [distDir]   (run from apps/web, after `vite build`)
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import filePlugin from '@size-limit/file';
import sizeLimit from 'size-limit';

const KB = 1000;

/** The budgets (docs/performance.md), in gzip bytes. */
const budgets = {
  /** What a signed-out visitor's first page sends: the splash, and the sign-up/sign-in page it leads to. */
  firstScreenJs: 120 * KB,
  anyScreenJs: 170 * KB,
  /** All the CSS a page loads. */
  css: 30 * KB,
};

/** Lazy modules a screen fetches together with its own chunk (app/lazyScreen.tsx). */
const companions = {
  /** react-query and the app's query client, for a screen that reads the server: counted for all but the splash. */
  serverState: 'src/app/ServerState.tsx',
  /** The workflow pages' guard, which reads the workflow's status while the page's chunk arrives. */
  workflowGuard: 'src/app/guards/WorkflowGuard.tsx',
};
const workflowPage = /[\\/]consultation[\\/]components[\\/](Appointment|Referral|Backpack)Page\.tsx$/;

/**
 * The first screens, by the module their route loads (routes.tsx), with the route shown for each.
 * Besides its own chunk, a screen may load other lazy modules as soon as it opens: the texts of its
 * language, and the query client (the splash reads the server without it). They are listed too, so
 * they count. (A sign-up link that carries an e-mail, campaign or hospital also fetches the forms'
 * rules, to judge them: auth/validation below.)
 */
const firstScreens = [
  {
    route: '/',
    modules: ['src/features/splash/components/SplashPage.tsx', 'src/locales/en/splash.json'],
  },
  {
    route: '/signup',
    modules: ['src/features/auth/components/AuthPage.tsx', 'src/locales/en/auth.json', companions.serverState],
  },
];

/**
 * What is still over its budget, each held at the size it had when it was last measured over (kB gzip):
 * it may grow by no more than the fixed headroom below, so a few bytes of churn (the entry's file name
 * changes with every build) never fail the build, and a real addition does. The build says when one
 * has shrunk and its figure can come down. Why each is over:
 * - The first screens: react-dom and MantineProvider alone are about 92 kB gzip, and the app's shell
 *   (routes, router, client, session, texts) brings the entry to 117 kB, so no screen of this stack
 *   meets 120 kB. The sign-up page adds its forms, @mantine/form and react-query.
 * - Every screen that reads the server carries react-query and the query client on top of the entry:
 *   a screen past 43 kB of its own content is over 170 kB. The dashboard (every section) and the
 *   home-config editor (@dnd-kit) are.
 * - Parts fetched on use: the forms' rules are the contract's schemas on zod/mini (ADR 0042) with the
 *   command registry, on top of their form (the contact request's and the clinic desk's, the invitations').
 * A label is a screen (FamilyPage, or a first screen's route), a part fetched on use (a dialog, a
 * form's rules), or `pages`: the operator console's screens, one chunk only operators fetch.
 */
const held = {
  contactRules: 187.2,
  HomeScreen: 179.4,
  HomeConfigPage: 178.8,
  ContactRequestDialog: 174.8,
  deskRules: 173.0,
  'invitations/validation': 170.2,
  '/signup': 168.3,
  '/': 127.7,
};

/** How far a held screen may grow past its figure before the build fails. */
const headroomKb = 1.0;

const distDir = path.resolve(process.argv[2] ?? 'dist');
const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8'));

function chunk(key) {
  const found = manifest[key];
  if (!found) throw new Error(`The build manifest has no chunk for ${key}: was it renamed? Update the budgets in ${import.meta.filename}.`);
  return found;
}

/** The keys of `roots` and of every chunk they import statically, transitively. */
function staticClosure(roots) {
  const seen = new Set();
  const pending = [...roots];
  while (pending.length > 0) {
    const key = pending.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    pending.push(...(chunk(key).imports ?? []));
  }
  return seen;
}

/** The JS and CSS files (absolute paths) of a set of chunks. */
function filesOf(keys) {
  const js = [];
  const css = new Set();
  for (const key of keys) {
    const { file, css: styles = [] } = chunk(key);
    if (file.endsWith('.js')) js.push(path.join(distDir, file));
    for (const style of styles) css.add(path.join(distDir, style));
  }
  return { js, css: [...css] };
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The build manifest has no entry chunk');

/** Every lazy chunk the app has (a screen, or a part a screen loads on demand) but the companions counted with screens. */
const lazyModules = Object.keys(manifest).filter(
  (key) => manifest[key].isDynamicEntry && !key.endsWith('.json') && !Object.values(companions).includes(key),
);
const firstScreenModules = new Set(firstScreens.map((screen) => screen.modules[0]));

/** A chunk's label: its module's name, with its folder when two modules share a name (auth/validation). */
function labelOf(key) {
  const name = (module) => path.basename(module).replace(/\.[jt]sx?$/, '');
  const shared = lazyModules.filter((other) => name(other) === name(key)).length > 1;
  return shared ? `${path.basename(path.dirname(key))}/${name(key)}` : name(key);
}

/** A screen's module is named after it (routes.tsx): FamilyPage.tsx, HomeScreen.tsx. Other lazy chunks are parts. */
const isScreen = (key) => /(Page|Screen)\.tsx$/.test(key);

/**
 * What a lazy chunk is measured with. A screen: its companions (the query client for all but the
 * splash, the guard for a workflow page). A part a screen or the shell fetches on use (a dialog, the
 * toasts, a form's rules): nothing more, as if the lightest page had opened it.
 */
function rootsOf(key) {
  if (!isScreen(key)) return [key];
  return [key, companions.serverState, ...(workflowPage.test(key) ? [companions.workflowGuard] : [])];
}

const pages = [
  ...firstScreens.map((screen) => ({ label: screen.route, roots: screen.modules, jsBudget: budgets.firstScreenJs })),
  ...lazyModules
    .filter((key) => !firstScreenModules.has(key))
    .map((key) => ({ label: labelOf(key), roots: rootsOf(key), jsBudget: budgets.anyScreenJs })),
].map((page) => ({
  ...page,
  held: held[page.label],
  jsBudget: held[page.label] === undefined ? page.jsBudget : Math.round((held[page.label] + headroomKb) * KB),
  ...filesOf(staticClosure([entryKey, ...page.roots])),
}));

// One size-limit run measures every page: a JS check and a CSS check each.
const checks = pages.flatMap((page) => [
  { name: `${page.label} JS`, files: page.js, gzip: true, sizeLimit: page.jsBudget },
  { name: `${page.label} CSS`, files: page.css, gzip: true, sizeLimit: budgets.css },
]);
const results = await sizeLimit([filePlugin], { checks });

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
/** What is over and by how many bytes; empty when nothing is. */
const overruns = (js, jsBudget, css) =>
  [js > jsBudget && `JS +${js - jsBudget} B`, css > budgets.css && `CSS +${css - budgets.css} B`].filter(Boolean);
const rows = pages.map((page, index) => {
  const js = results[index * 2].size;
  const css = results[index * 2 + 1].size;
  return { page, js, css, over: overruns(js, page.jsBudget, css) };
});
rows.sort((a, b) => b.js - a.js);

const header = ['route / screen', 'JS gzip', 'budget', 'CSS gzip', 'budget', ''];
const table = [
  header,
  ...rows.map(({ page, js, css, over }) => [
    page.label,
    kb(js),
    `${kb(page.jsBudget)}${page.held === undefined ? ' ' : '*'}`,
    kb(css),
    kb(budgets.css),
    over.length ? `OVER ${over.join(', ')}` : 'ok',
  ]),
];
const widths = header.map((_, column) => Math.max(...table.map((row) => row[column].length)));
for (const row of table)
  console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));

console.log(
  `\n* held: the screen is over its budget (${kb(budgets.firstScreenJs)} first screens, ${kb(budgets.anyScreenJs)} others); it may grow ${headroomKb.toFixed(1)} kB past the size it is held at.`,
);
// A held figure is lowered by hand when its screen shrinks, so the headroom stays what it says.
const shrunk = rows.filter(({ page, js }) => page.held !== undefined && js < (page.held - headroomKb) * KB);
if (shrunk.length > 0)
  console.log(
    `Shrunk by more than the headroom, to be held lower: ${shrunk.map(({ page, js }) => `${page.label} (${kb(js)})`).join(', ')}.`,
  );

const failures = rows.filter((row) => row.over.length > 0);
if (failures.length > 0) {
  console.error(`\nSize budget exceeded by ${failures.map((row) => row.page.label).join(', ')}.`);
  console.error('Load lazily what the screen does not show at once (the budgets and held sizes are in apps/web/scripts/checkBudgets.mjs).');
  process.exit(1);
}
console.log(`All ${rows.length} screens are within their budgets.`);
