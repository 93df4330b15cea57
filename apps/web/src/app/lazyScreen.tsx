import { lazy, type ComponentType } from 'react';
import { loadTexts } from '../shared/i18n/i18n';
import type { Namespace } from '../shared/i18n/resources';
import { withinChunkLoadTimeout } from '../shared/pwa/chunkLoad';
import { inATaskOfItsOwn } from '../shared/taskOfItsOwn';

/** What it takes to show a screen: its code, its texts, and whether it reads the server. */
export interface ScreenSource {
  /** A dynamic import, so each screen is its own chunk. */
  load: () => Promise<ComponentType>;
  /** The texts it shows besides the ones always there (common, messages): loaded before it opens, in the current language. */
  texts: Namespace[];
  /** True when the screen (or anything on it) uses react-query; it then gets the app's query client. */
  readsServer: boolean;
}

/** A screen's component, fetched with its texts (and react-query, when it reads the server); `preload` starts that early. */
export function lazyScreen(screen: ScreenSource) {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const preload = () => {
    loading ??= withinChunkLoadTimeout(
      Promise.all([
        // Each in a task of its own, after the render that wants the screen (taskOfItsOwn.ts).
        inATaskOfItsOwn(screen.load).started,
        screen.readsServer ? inATaskOfItsOwn(() => import('./ServerState')).started : null,
        inATaskOfItsOwn(() => loadTexts(screen.texts)).started,
      ]),
    ).then(([Component, serverState]) => ({ default: serverState ? serverState.withServerState(Component) : Component }));
    // A failed fetch (offline) is not kept: the next to ask (the route after a guard's early start) tries again.
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  return { Screen: lazy(preload), preload };
}

/**
 * The workflow pages' guard (guards/WorkflowGuard.tsx) reads the workflow's status with react-query,
 * so it is fetched with the first workflow page rather than with the app; the page's own code and
 * texts download while the guard fetches the status.
 */
export function lazyWorkflowGuard(preloadScreen: () => Promise<unknown>) {
  return lazy(async () => {
    void preloadScreen().catch(() => undefined);
    const [{ WorkflowGuard }, { withServerState }] = await withinChunkLoadTimeout(
      Promise.all([import('./guards/WorkflowGuard'), import('./ServerState')]),
    );
    return { default: withServerState(WorkflowGuard) };
  });
}
