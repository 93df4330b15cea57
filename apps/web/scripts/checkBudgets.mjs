// Fails the build when a screen of the app would send more than its budget (gzip, as on the wire).
//
// What a screen loads is read from Vite's build manifest (dist/.vite/manifest.json): the entry chunk
// and every chunk it imports statically (index.html preloads all of them), plus the screen's lazy
// chunk, the lazy modules it fetches with it, and their static imports. A part fetched on use (a
// dialog, a form's rules, a dashboard card's content) is measured by what it adds to what is loaded
// where it is asked for, on each way to it. A new route, a new shared chunk or a library pulled into
// the entry is counted without editing this file. Sizes come from size-limit's file plugin: each file
// gzipped on its own at level 9, as the server's precompressed copies are.
//
// Usage: node scripts/checkBudgets.mjs [distDir]   (run from apps/web, after `vite build`)
// BUDGET_BYTES=1 prints the sizes in bytes, to see what a change adds to a screen near its budget.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import filePlugin from '@size-limit/file';
import sizeLimit from 'size-limit';

const KB = 1000;

/**
 * The budgets (docs/performance.md, ADR 0059), in gzip bytes: plain figures, the same for every screen
 * and every part; none is held at a screen's own size. The largest screens are close to theirs: what
 * they add must come lazily.
 */
const budgets = {
  /** What a screen loads before it shows: the shell, its own code and what it fetches with it. */
  screenJs: 170 * KB,
  /** What a part fetched on use (a dialog, a form's rules, the drag and drop) adds to the screen that opens it. */
  partJs: 40 * KB,
  /** All the CSS a screen, or a screen with a part open, loads. */
  css: 30 * KB,
};

/** Lazy modules a screen fetches together with its own chunk (app/lazyScreen.tsx). */
const companions = {
  /** react-query and the app's query client, for a screen that reads the server: counted for all but the splash. */
  serverState: 'src/app/ServerState.tsx',
  /** The workflow pages' guard, which reads the workflow's status while the page's chunk arrives. */
  workflowGuard: 'src/app/guards/WorkflowGuard.tsx',
  /** The operator console's frame, around each of its screens. */
  consoleLayout: 'src/app/layout/ConsoleLayout.tsx',
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

/** The operator console's screens that come in a chunk of several (app/consoleScreens.tsx): only operators fetch them. */
const consoleScreens = ['src/features/console/pages.ts', 'src/features/console/contentPages.ts'];
/** Every module a console route loads: those, the clinic desk, the home configurations and the settings (below). */
const consoleModules = [
  ...consoleScreens,
  'src/features/consultation/components/ClinicDeskPage.tsx',
  'src/features/console/homeConfig/HomeConfigPage.tsx',
  'src/features/console/settings/SettingsPage.tsx',
];

/** A screen's module is named after it (routes.tsx): FamilyPage.tsx, HomeScreen.tsx. Other lazy chunks are parts. */
const isScreen = (key) => /(Page|Screen)\.tsx$/.test(key) || consoleScreens.includes(key);

/**
 * What a screen loads before it shows: the shell, its chunk and its companions (the query client, a
 * workflow page's guard, the console's frame). Not its texts, which are data, fetched beside its code
 * (but for the first screens above, whose texts are counted as they always were).
 */
function screenRoots(key) {
  return [
    entryKey,
    key,
    companions.serverState,
    ...(workflowPage.test(key) ? [companions.workflowGuard] : []),
    ...(consoleModules.includes(key) ? [companions.consoleLayout] : []),
  ];
}

/**
 * Screens whose route loads two modules at once (app/consoleScreens.tsx): the console's settings take
 * the workflow's addresses panel from the consultation feature. Neither module is a part.
 */
const composedScreens = [
  {
    label: 'SettingsPage',
    modules: ['src/features/console/settings/SettingsPage.tsx', 'src/features/consultation/components/WorkflowUrlsPanel.tsx'],
  },
];
const composedModules = new Set(composedScreens.flatMap((screen) => screen.modules));
/** A lazy chunk fetched on use (a dialog, a form's rules, a card's content): neither a screen nor part of one. */
const isPart = (key) => lazyModules.includes(key) && !isScreen(key) && !composedModules.has(key);

const screens = [
  ...firstScreens.map((screen) => ({ label: screen.route, roots: [entryKey, ...screen.modules] })),
  ...lazyModules
    .filter((key) => isScreen(key) && !firstScreenModules.has(key) && !composedModules.has(key))
    .map((key) => ({ label: labelOf(key), roots: screenRoots(key) })),
  ...composedScreens.map((screen) => ({ label: screen.label, roots: [...screenRoots(screen.modules[0]), ...screen.modules.slice(1)] })),
].map((screen) => ({ ...screen, loaded: staticClosure(screen.roots) }));

/**
 * What is loaded when a part is asked for, one set for each way to it: the screen that asks (or whose
 * code holds the asking chunk), the shell alone when the shell asks, or what is loaded with the part
 * that asks, for a part of a part (the contact request's rules, asked by its dialog).
 */
function loadedBefore(part, seen = new Set([part])) {
  const askers = Object.keys(manifest).filter((key) => manifest[key].dynamicImports?.includes(part));
  return askers.flatMap((asker) => {
    if (asker === entryKey) return [{ label: 'the shell', loaded: staticClosure([entryKey]) }];
    if (isPart(asker) && !seen.has(asker))
      return loadedBefore(asker, new Set([...seen, asker])).map((before) => ({
        label: `${before.label} + ${labelOf(asker)}`,
        loaded: staticClosure([...before.loaded, asker]),
      }));
    // A screen's chunk, or one that several screens' code share: each screen that holds it.
    return screens.filter((screen) => screen.loaded.has(asker));
  });
}

/** Each part, measured by what it adds where it adds the most. */
const parts = lazyModules.filter(isPart).flatMap((key) => {
  const ways = loadedBefore(key);
  if (ways.length === 0) throw new Error(`No screen and no part asks for ${key}: is it still lazy?`);
  return ways.map((before) => {
    const all = staticClosure([...before.loaded, key]);
    return {
      label: labelOf(key),
      opener: before.label,
      added: filesOf([...all].filter((chunkKey) => !before.loaded.has(chunkKey))),
      css: filesOf(all).css,
    };
  });
});

// One size-limit run measures everything: for a screen its JS and CSS, for a part what it adds and the CSS then loaded.
const checks = [
  ...screens.flatMap((screen) => {
    const files = filesOf(screen.loaded);
    return [
      { name: `${screen.label} JS`, files: files.js, gzip: true, sizeLimit: budgets.screenJs },
      { name: `${screen.label} CSS`, files: files.css, gzip: true, sizeLimit: budgets.css },
    ];
  }),
  ...parts.flatMap((part) => [
    { name: `${part.label} via ${part.opener} JS`, files: part.added.js, gzip: true, sizeLimit: budgets.partJs },
    { name: `${part.label} via ${part.opener} CSS`, files: part.css, gzip: true, sizeLimit: budgets.css },
  ]),
];
const results = await sizeLimit([filePlugin], { checks });
const measured = (index) => ({ js: results[index * 2].size, css: results[index * 2 + 1].size });

const kb = (bytes) => (process.env.BUDGET_BYTES ? `${bytes} B` : `${(bytes / KB).toFixed(1)} kB`);
/** What is over and by how many bytes; empty when nothing is. */
const overruns = ({ js, css }, jsBudget) =>
  [js > jsBudget && `JS +${js - jsBudget} B`, css > budgets.css && `CSS +${css - budgets.css} B`].filter(Boolean);

const screenRows = screens.map((screen, index) => ({ label: screen.label, ...measured(index), jsBudget: budgets.screenJs }));
// A part's row: the most it adds on any way to it (that way named), and the most CSS loaded with it on any.
const partRows = [];
parts.forEach((part, index) => {
  const row = { label: part.label, note: `to ${part.opener}`, ...measured(screens.length + index), jsBudget: budgets.partJs };
  const other = partRows.find((before) => before.label === row.label);
  if (!other) partRows.push(row);
  else {
    if (row.js > other.js) Object.assign(other, { js: row.js, note: row.note });
    other.css = Math.max(other.css, row.css);
  }
});

function printTable(title, rows) {
  rows.sort((a, b) => b.js - a.js);
  const header = [title, 'JS gzip', 'budget', 'CSS gzip', 'budget', ''];
  const table = [
    header,
    ...rows.map((row) => {
      const over = overruns(row, row.jsBudget);
      return [
        row.label,
        kb(row.js),
        kb(row.jsBudget),
        kb(row.css),
        kb(budgets.css),
        over.length ? `OVER ${over.join(', ')}` : (row.note ?? 'ok'),
      ];
    }),
  ];
  const widths = header.map((_, column) => Math.max(...table.map((cells) => cells[column].length)));
  for (const cells of table)
    console.log(
      cells
        .map((cell, column) => (column === 0 || column === 5 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
        .join('  ')
        .trimEnd(),
    );
}

printTable('screen: what it loads', screenRows);
console.log('');
printTable('part: what it adds', partRows);

const failures = [...screenRows, ...partRows].filter((row) => overruns(row, row.jsBudget).length > 0);
if (failures.length > 0) {
  console.error(`\nSize budget exceeded by ${failures.map((row) => row.label).join(', ')}.`);
  console.error('Load lazily what the screen does not show at once (the budgets are in apps/web/scripts/checkBudgets.mjs).');
  process.exit(1);
}
console.log(`\nAll ${screenRows.length} screens and ${partRows.length} parts are within their budgets.`);
