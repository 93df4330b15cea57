/**
 * The operators' wordings (ADR 0023), kept apart from the bundled texts they replace key by key: by
 * language, then namespace, then the key's path in it. i18n.ts merges them into each namespace as it
 * loads; serverTexts.ts fills them from the server and keeps a copy on the device.
 */
export type Overrides = Record<'en' | 'zh', Record<string, Record<string, string>>>;

export const SERVER_TEXTS_KEY = 'server_texts';

export interface SavedServerTexts {
  fetchedAt: number;
  /** Whether they were read signed in (every section) or not (the sign-up page's only). */
  signedIn: boolean;
  texts: { text_key: string; en: string; zh: string }[];
}

export function readSavedServerTexts(storage: Storage | null): SavedServerTexts | null {
  try {
    const saved = JSON.parse(storage?.getItem(SERVER_TEXTS_KEY) ?? 'null') as SavedServerTexts | null;
    return saved && typeof saved.fetchedAt === 'number' && Array.isArray(saved.texts) ? saved : null;
  } catch {
    return null;
  }
}

export function overridesOf(texts: SavedServerTexts['texts']): Overrides {
  const overrides: Overrides = { en: {}, zh: {} };
  for (const text of texts) {
    const dot = text.text_key.indexOf('.');
    const [namespace, path] = [text.text_key.slice(0, dot), text.text_key.slice(dot + 1)];
    for (const language of ['en', 'zh'] as const) {
      if (!text[language]) continue;
      (overrides[language][namespace] ??= {})[path] = text[language];
    }
  }
  return overrides;
}

function storageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

let current: Overrides = overridesOf(readSavedServerTexts(storageOrNull())?.texts ?? []);

export function currentOverrides(): Overrides {
  return current;
}

export function setOverrides(next: Overrides): void {
  current = next;
}

/**
 * A namespace's texts with the operators' wordings laid over them. Always a copy: the text store writes later
 * changes into the object it is given, and the bundled one must stay as shipped, to go back to.
 */
export function withOverrides<T>(language: string, namespace: string, texts: T): T {
  const copy = structuredClone(texts) as Record<string, unknown>;
  for (const [path, text] of Object.entries(current[language === 'zh' ? 'zh' : 'en'][namespace] ?? {})) {
    const parts = path.split('.');
    let node = copy;
    for (const part of parts.slice(0, -1)) {
      if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts.at(-1)!] = text;
  }
  return copy as T;
}
