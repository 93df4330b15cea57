import { noteBeforeHydration } from '../ui/noteBeforeHydration';
import { locales, type Locale } from './i18n';

/** Marks the language switch's <select>, so the page's own state can be read before React owns it. */
export const languageSwitchAttribute = 'data-language-switch';

function asLocale(value: string): Locale | undefined {
  return locales.find((locale) => locale === value);
}

// `input` as well as `change`: a browser fires `input` first, and React, meeting it on a part not
// hydrated yet, hydrates at once; the switch then draws itself again (a new id) and puts the select
// back, so that the `change` that follows reads the old language.
const choice = noteBeforeHydration<Locale>(['input', 'change'], (target) =>
  target instanceof HTMLSelectElement && target.hasAttribute(languageSwitchAttribute) ? { noted: asLocale(target.value) } : null,
);

/**
 * The language switch on a prerendered page, before its code has arrived (shared/ui/noteBeforeHydration.ts):
 * `takeEarlyLanguageChoice` hands the visitor's choice to the app.
 */
export function watchEarlyLanguageChoice(root: ParentNode = document) {
  const select = root.querySelector<HTMLSelectElement>(`select[${languageSwitchAttribute}]`);
  // A choice made before this script ran is only in the select's value. (The server marked its own
  // language `selected`: another chosen option is the visitor's doing.)
  const already = select && select.options[select.selectedIndex]?.hasAttribute('selected') === false ? asLocale(select.value) : undefined;
  choice.watch(already);
}

/** The language the visitor picked before the app took the page over, once; watching stops. */
export const takeEarlyLanguageChoice = (): Locale | undefined => choice.take();

/** The choice so far, without taking it (the app decides between hydrating and rendering afresh). */
export const peekEarlyLanguageChoice = (): Locale | undefined => choice.peek();
