import type { HomeSectionId } from '@t1d/contract';
import { createElement, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { LoadError } from './LoadError';
import { ContentOnItsWay } from './SectionCard';

/** Starts fetching one card's content; settles once it is here or could not come. */
type ContentLoad = () => Promise<unknown>;

/** Each dashboard section's content fetched on its own, by the section's id. */
const contentLoads = new Map<HomeSectionId, ContentLoad>();

/**
 * How long the dashboard painted from the device waits for the contents of the cards it shows before it
 * gives way all the same (their placeholders then stay until the code comes): from the worker's cache
 * they take milliseconds, so only a stalled fetch waits this long.
 */
export const cardContentWaitMs = 5_000;

/**
 * A dashboard card's content whose code comes in a file of its own (ADR 0059): the cards below the
 * first screen (in the default order) carry most of the dashboard's code, and the first cards need none
 * of it to be drawn. Until the code is here the card shows the placeholder of a card drawn later; should
 * it not come, the card says so in its place with a way to reload the app (a browser keeps a failed
 * import failed until then), and the rest of the dashboard stays. The dashboard asks for the content of
 * every card it shows once it has drawn (useCardContents), so a card scrolled to finds it here.
 */
export function cardContent<P extends object>(section: HomeSectionId, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => (loading ??= load().then((content) => (loaded = content)));
  contentLoads.set(section, () => start().catch(() => undefined));

  return function CardContent(props: P) {
    const [content, setContent] = useState<{ Content: ComponentType<P> | null; failed: boolean }>(() => ({
      Content: loaded,
      failed: false,
    }));
    useEffect(() => {
      if (content.Content) return;
      let current = true;
      start().then(
        (Content) => current && setContent({ Content, failed: false }),
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
 * Asks for the content of every section `shown` once the dashboard has drawn, and says when those of
 * `awaited` have all settled (come or failed), or `cardContentWaitMs` has passed: the dashboard painted
 * from the device at start (ADR 0045) gives way only then, so none of the cards it shows turns into a
 * placeholder. With nothing awaited, at once.
 */
export function useCardContents(shown: readonly HomeSectionId[], awaited: readonly HomeSectionId[]): boolean {
  const shownKey = shown.join(' ');
  const awaitedKey = awaited.join(' ');
  const [settledFor, setSettledFor] = useState<string | null>(null);
  useEffect(() => {
    for (const section of shownKey.split(' ')) void contentLoads.get(section as HomeSectionId)?.();
  }, [shownKey]);
  useEffect(() => {
    if (awaitedKey === '') return;
    let current = true;
    const loads = awaitedKey.split(' ').map((section) => contentLoads.get(section as HomeSectionId)?.());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise((resolve) => (timer = setTimeout(resolve, cardContentWaitMs)));
    void Promise.race([Promise.all(loads), waited]).then(() => current && setSettledFor(awaitedKey));
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [awaitedKey]);
  return awaitedKey === '' || settledFor === awaitedKey;
}

function ContentFailed() {
  const { t } = useTranslation();
  return <LoadError message={t('screenLoad.failed')} onRetry={() => window.location.reload()} />;
}
