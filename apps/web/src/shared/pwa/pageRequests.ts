type Listener = (url: string) => void;
let listener: Listener | null = null;
let pending: string | null = null;

/**
 * The worker asks an open page to show another (a tapped push; registerServiceWorker.ts checks the
 * request). The router is a React component, so a request waits here until it listens (app/PageRequests.tsx).
 */
export function requestPage(url: string) {
  if (listener) listener(url);
  else pending = url;
}

/** The router's side: called with every requested page, the one that came before it listened first. */
export function onPageRequest(next: Listener): () => void {
  listener = next;
  if (pending !== null) {
    next(pending);
    pending = null;
  }
  return () => {
    if (listener === next) listener = null;
  };
}
