/**
 * Whether the page the server sent says this deployment offers Google sign-in: a prerendered sign-up
 * page comes in two variants (ADR 0041), and the server sends the one with the button when an issuer
 * is configured. The button then shows from the first paint, before the deployment's options arrive.
 */
let offeredByPage = typeof document !== 'undefined' && document.documentElement.dataset.google === 'offered';

export function googleOfferedByPage(): boolean {
  return offeredByPage;
}

/** The build's prerender renders each variant (src/prerender/renderPage.tsx). */
export function renderGoogleOffered(offered: boolean) {
  offeredByPage = offered;
}
