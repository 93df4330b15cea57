import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { lazyOrNothing } from './lazyOrNothing';

/**
 * A dialog (anything with an `opened` prop), fetched the first time it opens rather than with the
 * screen that has it: most visits never open most dialogs. Once opened it stays mounted, so closing
 * animates as before. Offline where no worker keeps its code, it does not open, and the screen stays
 * (ADR 0066).
 */
export function loadedWhenOpened<P extends { opened: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Dialog = lazyOrNothing(load);
  return function LoadedWhenOpened(props: P) {
    const [everOpened, setEverOpened] = useState(props.opened);
    // React's "adjust state while rendering" pattern.
    if (props.opened && !everOpened) setEverOpened(true);
    if (!everOpened) return null;
    return (
      <Suspense fallback={null}>
        <OpenedAfterMount Dialog={Dialog} {...props} />
      </Suspense>
    );
  };
}

/**
 * Mounts the dialog closed and opens it right after. A dialog remembers the control that had the focus
 * when it opens, to give the focus back when it closes, but only on a change of `opened`: mounted
 * already open, the first dialog a page opened left the focus on the page's body when it closed.
 */
function OpenedAfterMount<P extends { opened: boolean }>({ Dialog, ...props }: P & { Dialog: ComponentType<P> }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let current = true;
    queueMicrotask(() => current && setMounted(true));
    return () => {
      current = false;
    };
  }, []);
  const dialogProps = { ...props, opened: props.opened && mounted } as unknown as P;
  return <Dialog {...dialogProps} />;
}
