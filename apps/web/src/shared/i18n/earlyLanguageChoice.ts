import { locales, type Locale } from './i18n';

/** Marks the language switch's <select>, so the page's own state can be read before React owns it. */
export const languageSwitchAttribute = 'data-language-switch';

let chosen: Locale | undefined;
let watching = false;

function recordChoice(event: Event) {
  const target = event.target;
  if (target instanceof HTMLSelectElement && target.hasAttribute(languageSwitchAttribute)) chosen = asLocale(target.value);
}

function asLocale(value: string): Locale | undefined {
  return locales.find((locale) => locale === value);
}

/**
 * A prerendered page (app/prerendered.ts) shows the language switch before its code has arrived, and
 * React drops a change made on a part it has not hydrated yet, then puts the select back. So the page
 * notes the choice itself from the start: `takeEarlyLanguageChoice` hands it to the app.
 */
export function watchEarlyLanguageChoice(root: ParentNode = document) {
  const select = root.querySelector<HTMLSelectElement>(`select[${languageSwitchAttribute}]`);
  // A choice made before this script ran is only in the select's value.
  // (The server marked its own language `selected`: another chosen option is the visitor's doing.)
  if (select && select.options[select.selectedIndex]?.hasAttribute('selected') === false) chosen = asLocale(select.value);
  if (watching) return;
  watching = true;
  // Capture on the document runs before React's listener on the root, which stops a change it cannot handle yet.
  document.addEventListener('change', recordChoice, true);
}

/** The language the visitor picked before the app took the page over, once; watching stops. */
export function takeEarlyLanguageChoice(): Locale | undefined {
  document.removeEventListener('change', recordChoice, true);
  watching = false;
  const choice = chosen;
  chosen = undefined;
  return choice;
}

/** The choice so far, without taking it (the app decides between hydrating and rendering afresh). */
export function peekEarlyLanguageChoice(): Locale | undefined {
  return chosen;
}
