import type { TFunction } from 'i18next';
import { use, useMemo, useSyncExternalStore } from 'react';
import { fallbackLanguage } from './textStore';
import { i18n, textsChangedEvent } from './i18n';
import type { Namespace } from './resources';

function subscribe(onChange: () => void) {
  // Only what changes texts on screen draws again (ADR 0050): not a namespace that arrives for another part.
  i18n.on('languageChanged', onChange);
  i18n.on(textsChangedEvent, onChange);
  return () => {
    i18n.off('languageChanged', onChange);
    i18n.off(textsChangedEvent, onChange);
  };
}

const version = () => i18n.version;

/** `t` for a set of namespaces at one version of the texts: a new one when they change, for effects that depend on it. */
const fixedT = (joined: string, _version: number) => i18n.getFixedT(null, joined.split(' ') as Namespace[]);

/**
 * The texts of one or more namespaces for a component: `t` words a key (textStore.ts), and the
 * component draws again when the language or an operator's wording changes. A namespace not loaded
 * yet suspends the component until it is (the nearest Suspense shows meanwhile); one that cannot be
 * fetched throws to the nearest error boundary (the screen's, ScreenLoadBoundary).
 */
export function useTranslation<const N extends Namespace | readonly Namespace[] = 'common'>(namespaces?: N) {
  const shown = useSyncExternalStore(subscribe, version, version);
  const list: readonly Namespace[] = namespaces === undefined ? ['common'] : [namespaces].flat();
  for (const namespace of list) {
    if (!i18n.hasResourceBundle(i18n.language, namespace) && !i18n.hasResourceBundle(fallbackLanguage, namespace)) {
      use(i18n.loadingOf(namespace));
    }
  }
  const joined = list.join(' ');
  const t = useMemo(() => fixedT(joined, shown), [joined, shown]) as unknown as TFunction<N>;
  return { t, i18n, ready: true } as const;
}
