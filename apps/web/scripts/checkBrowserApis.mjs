// After the build: no browser API that the build's target browsers lack reaches the bundle, from the
// app's code or a library's. The targets are apps/web/package.json's browserslist (vite.config.ts
// compiles for the same); the support data is MDN's. Syntax is compiled down by the build, but an API
// is not: URL.canParse, for one, throws on iOS 16 and stopped the child's login page forwarding.
// Reads every global and every `Global.member` the built files name, and fails on any that a target
// browser does not have, unless it is listed below with the check that guards it.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const bcd = require('@mdn/browser-compat-data');
const webDir = path.resolve(import.meta.dirname, '..');
const distDir = path.join(webDir, 'dist');

/**
 * Uses that run only where the API exists, with the check that guards them, where the check is not
 * written beside the use (a feature test right before it, `typeof X` or `'member' in X`, is seen).
 */
const guarded = new Map([
  [
    'Notification',
    'features/notifications/push/thisBrowser.ts asks for the permission only where `typeof Notification` found it (iOS has it in the installed app alone)',
  ],
  ['Notification.permission', 'as Notification'],
  ['Notification.requestPermission', 'as Notification'],
]);

/** Whether the code just before a use tests that the API is there: `typeof URL.canParse`, `'captureStackTrace' in Error`. */
function featureTested(code, index, global, member) {
  const before = code.slice(Math.max(0, index - 160), index);
  const name = member ? `${global}.${member}` : global;
  return (
    before.includes(`typeof ${name}`) || (member !== undefined && new RegExp(`[\`'"]${member}[\`'"]\\s*in\\s*${global}\\b`).test(before))
  );
}

/** browserslist's names for the targets, as MDN's data names the browsers. */
const browserIds = { chrome: 'chrome', edge: 'edge', firefox: 'firefox', safari: 'safari', ios_saf: 'safari_ios' };

export function targetsFrom(browserslist) {
  return browserslist.map((query) => {
    const match = /^(\w+) >= ([\d.]+)$/.exec(query);
    if (!match || !browserIds[match[1]]) throw new Error(`browserslist entry "${query}" is not of the form "<browser> >= <version>"`);
    return { browser: browserIds[match[1]], version: match[2] };
  });
}

const versionParts = (version) => version.replace(/^≤/, '').split('.').map(Number);
function atLeast(version, minimum) {
  const [a, b] = [versionParts(version), versionParts(minimum)];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
}

/** Whether `support` (one browser's MDN entry) covers `version`: added by then, without a flag or prefix, not removed. */
function supported(support, version) {
  const entries = (Array.isArray(support) ? support : [support]).filter(
    (entry) => entry && !entry.flags && !entry.prefix && !entry.alternative_name && !entry.partial_implementation,
  );
  return entries.some(
    (entry) =>
      typeof entry.version_added === 'string' &&
      entry.version_added !== 'preview' &&
      atLeast(version, entry.version_added) &&
      !(typeof entry.version_removed === 'string' && atLeast(version, entry.version_removed)),
  );
}

/** The targets that lack the feature `compat` (an MDN `__compat`), as "safari_ios 16.4". */
function missingIn(compat, targets) {
  return targets
    .filter(({ browser, version }) => !supported(compat.support[browser], version))
    .map(({ browser, version }) => `${browser} ${version}`);
}

/** The globals MDN describes (Web APIs and JavaScript built-ins), each with its static members. */
function globalsOf() {
  const globals = new Map();
  for (const tree of [bcd.api, bcd.javascript.builtins]) {
    for (const [name, entry] of Object.entries(tree)) {
      if (!entry.__compat || !/^[A-Za-z]\w{2,}$/.test(name)) continue;
      const members = new Map();
      for (const [member, sub] of Object.entries(entry)) {
        if (!sub?.__compat) continue;
        if (tree === bcd.api && member.endsWith('_static')) members.set(member.slice(0, -'_static'.length), sub.__compat);
        // A built-in's statics and its prototype's members share one object; only the statics are written `Global.member`.
        if (tree === bcd.javascript.builtins) members.set(member, sub.__compat);
      }
      globals.set(name, { compat: entry.__compat, members });
    }
  }
  return globals;
}

/** Every API a built file names that a target lacks: "URL.canParse (safari 16.4, safari_ios 16.4)". */
export function unsupportedApis(code, targets, globals = globalsOf()) {
  const found = new Set();
  // A name in code, not in a string or as an object's key (React's `Profiler`, workbox's 'QuotaExceededError').
  for (const match of code.matchAll(/(?<![\w$.'"`])([A-Za-z]\w{2,})(?![\w$'"`:])(?:\.([A-Za-z_$][\w$]*))?/g)) {
    const [, name, member] = match;
    const global = globals.get(name);
    if (!global) continue;
    const missing = missingIn(global.compat, targets);
    if (missing.length > 0 && !featureTested(code, match.index, name)) found.add(`${name} (${missing.join(', ')})`);
    const memberCompat = member && global.members.get(member);
    // The test itself (`typeof URL.canParse`) and a use it guards.
    const tested = member && (featureTested(code, match.index, name, member) || code.slice(match.index - 7, match.index) === 'typeof ');
    if (memberCompat && !tested) {
      const memberMissing = missingIn(memberCompat, targets);
      if (memberMissing.length > 0) found.add(`${name}.${member} (${memberMissing.join(', ')})`);
    }
  }
  return [...found];
}

function main() {
  const { browserslist } = JSON.parse(fs.readFileSync(path.join(webDir, 'package.json'), 'utf8'));
  const targets = targetsFrom(browserslist);
  const globals = globalsOf();
  const files = [
    ...fs
      .readdirSync(path.join(distDir, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => path.join('assets', file)),
    ...fs.readdirSync(distDir).filter((file) => file.endsWith('.js')),
  ];
  const problems = [];
  for (const file of files) {
    const code = fs.readFileSync(path.join(distDir, file), 'utf8');
    for (const api of unsupportedApis(code, targets, globals)) {
      const name = api.split(' (')[0];
      if (!guarded.has(name)) problems.push(`${file}: ${api}`);
    }
  }
  if (problems.length > 0) {
    console.error(`Browser APIs that ${browserslist.join(', ')} lack:\n${problems.map((line) => `  ${line}`).join('\n')}`);
    console.error(
      'Use what every target has (apps/web/package.json browserslist), or guard the use and list it in apps/web/scripts/checkBrowserApis.mjs.',
    );
    process.exit(1);
  }
  console.log(`Browser APIs: every API the ${files.length} built files name is in ${browserslist.join(', ')}.`);
}

if (process.argv[1] === import.meta.filename) main();
