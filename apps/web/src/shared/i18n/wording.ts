/**
 * How a key is worded (ADR 0055), as i18next worded the app's texts: a `ns:` prefix or the `ns` option
 * picks the namespace, `count` picks the plural form of the language (`key_one`, `key_other`),
 * `{{name}}` takes a value, `$t(ns:key)` takes another text, and a key missing in the language falls
 * back to English, then shows as its own path. The texts themselves are the store's (textStore.ts).
 */

export type Language = 'en' | 'zh';
export const fallbackLanguage: Language = 'en';

export type TextTree = { [key: string]: unknown };
export type TextOptions = { lng?: string; ns?: string | readonly string[]; count?: unknown; [value: string]: unknown };

/** Where wording finds its texts: the store's loaded namespaces and the language in effect. */
export interface Shelf {
  /** The language in effect, as it is when a key is worded. */
  language: () => Language;
  defaultNamespace: string;
  toLanguage: (tag: string) => Language;
  textsOf: (language: Language, namespace: string) => TextTree | undefined;
}

/** How deep `$t(…)` may nest: an operator's wording that names itself stops there instead of looping. */
const maxNesting = 5;
/** A nested text, `$t(ns:key)`, or a value, `{{name}}` (`{{- name}}` too: nothing is escaped in React's text). */
const placeholders = /\$t\(([^)]*)\)|\{\{(.+?)\}\}/g;
const pluralRules = new Map<Language, Intl.PluralRules>();

export function valueAt(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as TextTree)[part];
  }
  return node;
}

export function setAt(tree: TextTree, path: string, text: string) {
  const parts = path.split('.');
  const last = parts.pop() as string;
  let node = tree;
  for (const part of parts) {
    const child = node[part];
    node = (node[part] = typeof child === 'object' && child !== null ? child : {}) as TextTree;
  }
  node[last] = text;
}

function pluralOf(language: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

function find(shelf: Shelf, path: string, namespaces: readonly string[], language: Language, count: unknown): string | undefined {
  const languages = language === fallbackLanguage ? [language] : [language, fallbackLanguage];
  for (const namespace of namespaces) {
    for (const each of languages) {
      const tree = shelf.textsOf(each, namespace);
      if (!tree) continue;
      const plural = typeof count === 'number' ? valueAt(tree, `${path}_${pluralOf(each, count)}`) : undefined;
      const text = typeof plural === 'string' ? plural : valueAt(tree, path);
      if (typeof text === 'string') return text;
    }
  }
  return undefined;
}

/** One pass over the text: what a value or a nested text brings in is never read again as a placeholder. */
function fill(shelf: Shelf, text: string, options: TextOptions, depth: number): string {
  return text.replace(placeholders, (whole, nested: string | undefined, name: string | undefined) => {
    if (nested !== undefined) return depth < maxNesting ? word(shelf, nested.trim(), options, depth + 1) : whole;
    const path = (name as string).replace(/^-/, '').trim();
    const value = valueAt(options, path);
    // A value passed as undefined is an empty one; a value not passed leaves its placeholder.
    if (value === undefined) return Object.hasOwn(options, path) ? '' : whole;
    return value === null ? '' : String(value as string);
  });
}

/** The text of `key` on `shelf`, with `options`' values, in their language or the shelf's. */
export function word(shelf: Shelf, key: string, options: TextOptions = {}, depth = 0): string {
  const language = options.lng ? shelf.toLanguage(options.lng) : shelf.language();
  const separator = key.indexOf(':');
  const namespaces = separator > 0 ? [key.slice(0, separator)] : [options.ns ?? shelf.defaultNamespace].flat();
  const path = separator > 0 ? key.slice(separator + 1) : key;
  const text = find(shelf, path, namespaces, language, options.count);
  return text === undefined ? path : fill(shelf, text, { ...options, lng: language, ns: namespaces }, depth);
}
