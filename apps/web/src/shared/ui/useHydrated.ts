import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a page the build prerendered is painted and being hydrated (the build's render and the
 * hydration read the server snapshot, so both agree), true from the render after. A page rendered in
 * the browser from the start is hydrated from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
