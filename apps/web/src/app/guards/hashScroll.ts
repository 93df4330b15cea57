/** How long a hash target is waited for, and then kept in place while the sections above it load. */
const KEEP_ALIGNED_MS = 5000;
const userScrollEvents = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls to the element a hash names, then keeps it at the top while the page above it grows or
 * shrinks (a cold load of /home#my-tasks: the cards above fill in after the first scroll). A screen
 * still on its way (its chunk and texts load on first visit) has no target yet: the page stays at
 * the top, and the target is scrolled to when it appears. It lets go as soon as the reader scrolls,
 * or after a few seconds. Returns the clean-up.
 */
export function scrollToHashTarget(id: string): () => void {
  let stopAligning = () => {};
  let appearing: MutationObserver | null = null;
  const stop = () => {
    stopAligning();
    appearing?.disconnect();
    clearTimeout(timer);
    for (const type of userScrollEvents) window.removeEventListener(type, stop);
  };
  const timer = setTimeout(stop, KEEP_ALIGNED_MS);
  for (const type of userScrollEvents) window.addEventListener(type, stop, { passive: true, once: true });

  const target = document.getElementById(id);
  if (target) {
    stopAligning = keepAligned(target);
  } else {
    window.scrollTo(0, 0);
    appearing = new MutationObserver(() => {
      const appeared = document.getElementById(id);
      if (!appeared) return;
      appearing?.disconnect();
      stopAligning = keepAligned(appeared);
    });
    appearing.observe(document.body, { childList: true, subtree: true });
  }
  return stop;
}

/** Scrolls to `target`, and corrects the scroll whenever the target moves; answers how to stop. */
function keepAligned(target: HTMLElement): () => void {
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
  return () => observer.disconnect();
}
