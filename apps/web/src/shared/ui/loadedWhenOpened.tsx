import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog (anything with an `opened` prop), fetched the first time it opens rather than with the
 * screen that has it: most visits never open most dialogs. Once opened it stays mounted, so closing
 * animates as before.
 */
export function loadedWhenOpened<P extends { opened: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Dialog = lazy(load);
  return function LoadedWhenOpened(props: P) {
    const [everOpened, setEverOpened] = useState(props.opened);
    // React's "adjust state while rendering" pattern.
    if (props.opened && !everOpened) setEverOpened(true);
    if (!everOpened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
