/**
 * Marks a button whose tap on a prerendered page, before its code has arrived, is kept (see below): one
 * such button a page, since the first to take its tap ends the watch.
 */
export const earlyTapAttribute = 'data-early-tap';

let tapped: string | undefined;
let watching = false;

function recordTap(event: Event) {
  const target = event.target instanceof Element ? event.target.closest(`[${earlyTapAttribute}]`) : null;
  if (target) tapped = target.getAttribute(earlyTapAttribute) ?? undefined;
}

/**
 * A prerendered page (app/prerendered.ts) shows its buttons before their code has arrived, and React
 * drops a tap on a part it has not hydrated yet. The page notes a tap on a marked button from its first
 * script (a capture on the document runs before React's listener); the button's screen takes it over
 * once it is on screen (`takeEarlyTap`) and does what the tap asked.
 */
export function watchEarlyTaps() {
  if (watching) return;
  watching = true;
  document.addEventListener('click', recordTap, true);
}

/** Whether the marked button `name` was tapped before its screen took the page over, once; watching stops. */
export function takeEarlyTap(name: string): boolean {
  document.removeEventListener('click', recordTap, true);
  watching = false;
  const wasTapped = tapped === name;
  tapped = undefined;
  return wasTapped;
}
