import { publicTextSection } from '@t1d/contract';
import { callCommand } from '../api/client';
import { isOffline } from '../pwa/connectivity';
import { isAuthenticated, safeStorage, subscribeSession } from '../session/storage';
import { filterLoadedTexts, i18n, textsChangedEvent } from './i18n';
import { loaders, type Namespace } from './resources';
import {
  currentOverrides,
  overridesOf,
  readSavedServerTexts,
  setOverrides,
  SERVER_TEXTS_KEY,
  withOverrides,
  type Overrides,
  type SavedServerTexts,
} from './textOverrides';

/** The dynamic messages load 1 s after start; the text cache lasts 5 minutes. */
export const serverTextTimings = { firstLoadAfterMs: 1000, keptForMs: 300_000, checkEveryMs: 60_000 } as const;

async function fetchChangedTexts(signedIn: boolean): Promise<SavedServerTexts['texts']> {
  const texts = signedIn
    ? await callCommand('ParentTextHandler.getAllTexts', { changed_only: true }, { expiry: 'ignore', read: true })
    : await callCommand(
        'ParentTextHandler.getTextsBySectionUnauthenticated',
        { section: publicTextSection, changed_only: true },
        { read: true },
      );
  return texts.map(({ text_key, en, zh }) => ({ text_key, en, zh }));
}

function textAt(texts: unknown, path: string): string | undefined {
  const value = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  return typeof value === 'string' ? value : undefined;
}

/**
 * Puts `next` on screen in every namespace already loaded (the others take it as they load): new and
 * changed wordings are added, and one no longer changed goes back to the bundled text.
 */
async function show(next: Overrides, fromSavedCopy = false): Promise<void> {
  // The saved copy is already merged into what loaded after this module; it is put on what loaded before.
  const previous = fromSavedCopy ? { en: {}, zh: {} } : currentOverrides();
  setOverrides(next);
  let changed = false;
  for (const language of ['en', 'zh'] as const) {
    for (const namespace of new Set([...Object.keys(previous[language]), ...Object.keys(next[language])])) {
      if (!i18n.hasResourceBundle(language, namespace) || !(namespace in loaders[language])) continue;
      const before = previous[language][namespace] ?? {};
      const after = next[language][namespace] ?? {};
      const changes: Record<string, string> = {};
      for (const [path, text] of Object.entries(after)) if (before[path] !== text) changes[path] = text;
      const reverted = Object.keys(before).filter((path) => !(path in after));
      if (reverted.length) {
        const own = (await loaders[language][namespace as Namespace]()).default;
        for (const path of reverted) changes[path] = textAt(own, path) ?? '';
      }
      if (!Object.keys(changes).length) continue;
      i18n.addResources(language, namespace, changes);
      changed = true;
    }
  }
  // Once for all the changes: what shows texts draws again (i18n.ts).
  if (changed) i18n.emit(textsChangedEvent);
}

// From this module's start, every namespace takes the operators' wordings as it loads.
filterLoadedTexts(withOverrides);

let loading: Promise<void> | null = null;

/** Reads the changed texts now and shows them; a failure keeps what is shown (the bundled texts at worst). */
function loadServerTexts(now: () => number = Date.now): Promise<void> {
  loading ??= (async () => {
    const signedIn = isAuthenticated();
    try {
      const texts = await fetchChangedTexts(signedIn);
      try {
        safeStorage()?.setItem(SERVER_TEXTS_KEY, JSON.stringify({ fetchedAt: now(), signedIn, texts } satisfies SavedServerTexts));
      } catch {
        // Without a copy on the device the texts are read again at the next start: nothing is lost.
      }
      await show(overridesOf(texts));
    } catch {
      // The bundled texts and the last copy stay; the next check tries again.
    } finally {
      loading = null;
    }
  })();
  return loading;
}

function isDue(now: number): boolean {
  const saved = readSavedServerTexts(safeStorage());
  return !saved || saved.signedIn !== isAuthenticated() || now - saved.fetchedAt >= serverTextTimings.keptForMs;
}

/** After an operator's change: the copy is stale at once, here and for what this device shows. */
export function forgetServerTexts(now: () => number = Date.now): Promise<void> {
  safeStorage()?.removeItem(SERVER_TEXTS_KEY);
  return loadServerTexts(now);
}

/**
 * Keeps the operators' wordings on screen: 1 s after start, then whenever the 5-minute copy is stale
 * (checked every minute and when the page is shown again), and after a sign-in or sign-out, which
 * changes the sections that may be read. Offline the kept copy stays, and nothing is asked that can only
 * fail (ADR 0035). Answers the clean-up.
 */
export function startServerTexts(now: () => number = Date.now): () => void {
  // The copy kept from the last read shows at once on the texts the first screen already has.
  const saved = readSavedServerTexts(safeStorage());
  if (saved) void show(overridesOf(saved.texts), true);
  const check = () => {
    if (!isOffline() && isDue(now())) void loadServerTexts(now);
  };
  const first = setTimeout(check, serverTextTimings.firstLoadAfterMs);
  const every = setInterval(check, serverTextTimings.checkEveryMs);
  const onShown = () => {
    if (document.visibilityState === 'visible') check();
  };
  document.addEventListener('visibilitychange', onShown);
  const unsubscribe = subscribeSession(() => setTimeout(check, serverTextTimings.firstLoadAfterMs));
  return () => {
    clearTimeout(first);
    clearInterval(every);
    document.removeEventListener('visibilitychange', onShown);
    unsubscribe();
  };
}
