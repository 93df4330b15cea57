import { createElement, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { LoadError } from './LoadError';
import { ContentOnItsWay } from './SectionCard';

/** Starts fetching one card's content; settles once it is here or could not come. */
type ContentLoad = () => Promise<unknown>;

const contentLoads = new Set<ContentLoad>();

/**
 * A dashboard card's content whose code comes in a file of its own (ADR 0059): the cards below the
 * first screen carry most of the dashboard's code, and the first cards need none of it to be drawn.
 * Until the code is here the card shows the placeholder of a card drawn later; should it not come, the
 * card says so with a retry, and the rest of the dashboard stays. The dashboard asks for every card's
 * content as soon as it has drawn (useCardContents), so a card scrolled to finds it here.
 */
export function cardContent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (loading ??= load().then(
      (content) => (loaded = content),
      (error: unknown) => {
        // The next try asks again.
        loading = null;
        throw error;
      },
    ));
  contentLoads.add(() => start().catch(() => undefined));

  return function CardContent(props: P) {
    const [content, setContent] = useState<{ Content: ComponentType<P> | null; failed: boolean }>(() => ({
      Content: loaded,
      failed: false,
    }));
    const [attempt, setAttempt] = useState(0);
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
    }, [content.Content, attempt]);
    if (content.Content) return createElement(content.Content, props);
    if (!content.failed) return <ContentOnItsWay />;
    const retry = () => {
      setContent({ Content: null, failed: false });
      setAttempt((count) => count + 1);
    };
    return <ContentFailed onRetry={retry} />;
  };
}

/**
 * Asks for every card's content once the dashboard has drawn, and says when all of it has settled (come
 * or failed): the dashboard painted from the device at start (ADR 0045) gives way only then, so the
 * cards it shows are not replaced by placeholders.
 */
export function useCardContents(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let current = true;
    void Promise.all([...contentLoads].map((startLoad) => startLoad())).then(() => current && setSettled(true));
    return () => {
      current = false;
    };
  }, []);
  return settled;
}

function ContentFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <LoadError message={t('screenLoad.failed')} onRetry={onRetry} />;
}
