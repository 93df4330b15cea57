/**
 * Finding what a parent sees, the same way in every engine: run inside the page (each driver sends the
 * function's source), by role-like kind and the words a person reads (or a control's label).
 */
export type Kind = 'button' | 'link' | 'field' | 'text' | 'tab';

/**
 * The first visible element of `kind` named `name`, or null. With `toClick`, only once it is scrolled
 * into view, nothing covers it (a loading overlay, a dialog) and it is not inert (a prerendered form
 * before its code has arrived). Self-contained: it runs in the page.
 */
export function findInPage(kind: Kind, name: string, toClick = false): Element | null {
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const words = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const selectors: Record<Kind, string> = {
    button: 'button:not([role]), [role="button"], input[type="submit"]',
    link: 'a[href]',
    field: 'input, select, textarea',
    text: 'h1, h2, h3, h4, p, span, div, li, label, button, a, td, th, dd, dt',
    tab: '[role="tab"]',
  };
  const uncovered = (element: Element) => {
    element.scrollIntoView({ block: 'center', inline: 'center' });
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!top && (element === top || element.contains(top));
  };
  const found = pick([...document.querySelectorAll(selectors[kind])].filter(visible));
  return found && (!toClick || (!found.closest('[inert]') && uncovered(found))) ? found : null;

  function pick(candidates: Element[]): Element | null {
    if (kind === 'field') {
      return (
        candidates.find((field) => {
          const labels = [...((field as HTMLInputElement).labels ?? [])].map((label) => words(label).replace(/\s*\*$/, ''));
          return labels.includes(name) || field.getAttribute('aria-label') === name;
        }) ?? null
      );
    }
    if (kind === 'text') {
      // The innermost element that holds the words.
      return candidates.filter((element) => words(element).includes(name)).sort((a, b) => words(a).length - words(b).length)[0] ?? null;
    }
    return candidates.find((element) => words(element) === name) ?? null;
  }
}

/**
 * Captures what the page reports as errors from now on (console.error, uncaught errors and
 * rejections) into `window.__engineErrors`. For an engine whose driver cannot listen to the console
 * (WebKit's WebDriver), run after each page load.
 */
export function captureErrorsInPage(): void {
  const page = window as unknown as { __engineErrors?: string[] };
  if (page.__engineErrors) return;
  const errors: string[] = (page.__engineErrors = []);
  const original = console.error.bind(console);
  console.error = (...parts: unknown[]) => {
    errors.push(parts.map(String).join(' '));
    original(...parts);
  };
  addEventListener('error', (event) => errors.push(`uncaught: ${event.message}`));
  addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${String(event.reason)}`));
}
