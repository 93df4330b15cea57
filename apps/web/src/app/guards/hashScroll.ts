/** How long a hash target is kept in place while the sections above it load. */
const KEEP_ALIGNED_MS = 5000;
const userScrollEvents = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls to the element a hash names, then keeps it at the top while the page above it grows or
 * shrinks (a cold load of /home#my-tasks: the cards above fill in after the first scroll). It lets go
 * as soon as the reader scrolls, or after a few seconds. Returns the clean-up.
 */
export function scrollToHashTarget(id: string): () => void {
  const target = document.getElementById(id);
  if (!target) {
    window.scrollTo(0, 0);
    return () => {};
  }
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  if (typeof ResizeObserver === 'undefined') return () => {};

  const documentTop = () => Math.round(target.getBoundingClientRect().top + window.scrollY);
  let lastTop = documentTop();
  const observer = new ResizeObserver(() => {
    // Only a move of the target itself needs a correction; growth below it does not.
    const top = documentTop();
    if (top === lastTop) return;
    lastTop = top;
    target.scrollIntoView({ behavior: 'auto', block: 'start' });
  });
  observer.observe(document.body);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of userScrollEvents) window.removeEventListener(type, stop);
  };
  const timer = setTimeout(stop, KEEP_ALIGNED_MS);
  for (const type of userScrollEvents) window.addEventListener(type, stop, { passive: true, once: true });
  return stop;
}
