import type { HomeSectionId } from '@t1d/contract';
import { createElement, startTransition, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { ScreenLoadTimeout, withinChunkLoadTimeout } from '../pwa/chunkLoad';
import { inATaskOfItsOwn } from '../taskOfItsOwn';
import { LoadError } from './LoadError';
import { ContentOnItsWay } from './SectionCard';

/** Starts fetching one card's content; settles once it is here or could not come. */
type ContentLoad = () => Promise<unknown>;

/** Each dashboard section's content fetched on its own, by the section's id. */
const contentLoads = new Map<HomeSectionId, ContentLoad>();

/**
 * A dashboard card's content whose code comes in a file of its own (ADR 0059): the cards below the
 * first screen (in the default order) carry most of the dashboard's code, and the first cards need none
 * of it to be drawn. Until the code is here the card shows the placeholder of a card drawn later. Should
 * it not come, or not within the chunk-load time-out, the card says so in its place with a way to reload
 * the app, and the rest of the dashboard stays. The dashboard asks for the content of every card it
 * shows once it has drawn (useCardContents), so a card scrolled to finds it here.
 */
export function cardContent<P extends object>(section: HomeSectionId, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    if (loading) return loading;
    const arriving = load().then((content) => (loaded = content));
    // Code that has not come by the chunk-load time-out is given up on, as a screen's is: the card says
    // so. It may still come: a card drawn after that (or the same card drawn again) waits for it anew.
    // A failed import stays failed in the browser until a reload, so that failure is kept.
    loading = withinChunkLoadTimeout(arriving);
    loading.catch((error: unknown) => {
      if (error instanceof ScreenLoadTimeout) loading = null;
    });
    return loading;
  };
  contentLoads.set(section, () => start().catch(() => undefined));

  return function CardContent(props: P) {
    const [content, setContent] = useState<{ Content: ComponentType<P> | null; failed: boolean }>(() => ({
      Content: loaded,
      failed: false,
    }));
    useEffect(() => {
      if (content.Content) return;
      let current = true;
      // Drawn in a transition, which React draws in short slices: the contents come while the parent
      // may already be tapping the cards above, and none of them holds a tap up.
      start().then(
        (Content) => current && startTransition(() => setContent({ Content, failed: false })),
        () => current && setContent({ Content: null, failed: true }),
      );
      return () => {
        current = false;
      };
    }, [content.Content]);
    if (content.Content) return createElement(content.Content, props);
    return content.failed ? <ContentFailed /> : <ContentOnItsWay />;
  };
}

/**
 * Asks at once for the content of every card that has one, each in a task of its own: beneath the
 * dashboard painted from the device (ADR 0045), where they come from the worker's cache in
 * milliseconds, so that they are drawn long before the painted one gives way (once the fresh answers
 * are in); and on the server, before it draws a family's dashboard (src/prerender/renderDashboard.tsx).
 * Settles once all have come or failed.
 */
export function loadCardContents(): Promise<unknown> {
  return Promise.all([...contentLoads.values()].map((startLoad) => inATaskOfItsOwn(startLoad).started));
}

/**
 * Asks for the content of every section `shown` once the dashboard has drawn (a card not shown, none),
 * each in a task of its own: in one, their links took a quarter of the task that put the dashboard on
 * screen (ADR 0060), and one task for all of them was still one of a start's longest.
 */
export function useCardContents(shown: readonly HomeSectionId[]): void {
  const shownKey = shown.join(' ');
  useEffect(() => {
    const loads = shownKey.split(' ').flatMap((section) => {
      const startLoad = contentLoads.get(section as HomeSectionId);
      return startLoad ? [inATaskOfItsOwn(startLoad)] : [];
    });
    return () => loads.forEach((load) => load.cancel());
  }, [shownKey]);
}

function ContentFailed() {
  const { t } = useTranslation();
  return <LoadError message={t('screenLoad.failed')} onRetry={() => window.location.reload()} />;
}
