import type { TFunction } from 'i18next';
import { use, useMemo, useSyncExternalStore } from 'react';
import { i18n, textStore } from './i18n';
import type { Namespace } from './resources';
import type { TextStore } from './textStore';

/** `t` for a set of namespaces at one version of the texts: a new one when they change, for effects that depend on it. */
const fixedT = (store: TextStore, joined: string, _version: number) => store.getFixedT(null, joined.split(' '));

/**
 * The texts of `namespaces` from `store` for a component (useTranslation is it on the app's store). It
 * waits (Suspense) until each is there in the language in effect; one that could not be fetched shows
 * in English meanwhile, and is drawn again when it comes. It draws again when the language or an
 * operator's wording changes (ADR 0050), never for a namespace another part loads.
 */
export function useTexts(store: TextStore, namespaces: readonly string[]) {
  const shown = useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
  for (const namespace of namespaces) {
    const waiting = store.waitFor(namespace);
    if (waiting) use(waiting);
  }
  const joined = namespaces.join(' ');
  return useMemo(() => fixedT(store, joined, shown), [store, joined, shown]);
}

/** The app's texts for a component: `t` words a key of `namespaces` (textStore.ts), typed by the English files. */
export function useTranslation<const N extends Namespace | readonly Namespace[] = 'common'>(namespaces?: N) {
  const list: readonly Namespace[] = namespaces === undefined ? ['common'] : [namespaces].flat();
  const t = useTexts(textStore, list) as unknown as TFunction<N>;
  return { t, i18n, ready: true } as const;
}
