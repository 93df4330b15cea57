import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';
import { en, namespaces } from './resources';

/**
 * The server speaks English, with the exact texts our en locale files hold. Translating a server
 * message is therefore a reverse lookup: find the key whose English text it is, and show that
 * key in the current locale. Unknown texts are shown as they came.
 */
let reverse: Map<string, string> | null = null;

function collect(prefix: string, value: unknown, into: Map<string, string>) {
  if (typeof value === 'string') {
    if (!into.has(value)) into.set(value, prefix);
    return;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) collect(prefix ? `${prefix}.${key}` : key, child, into);
  }
}

function reverseIndex(): Map<string, string> {
  if (!reverse) {
    reverse = new Map();
    // messages first: it holds the server's own texts, which win over look-alikes in screens.
    const ordered = ['messages', ...namespaces.filter((ns) => ns !== 'messages')] as const;
    for (const ns of ordered) {
      const map = new Map<string, string>();
      collect('', en[ns], map);
      for (const [text, key] of map) if (!reverse.has(text)) reverse.set(text, `${ns}:${key}`);
    }
  }
  return reverse;
}

export function messageKey(text: string): string | null {
  return reverseIndex().get(text) ?? null;
}

export function translateMessage(text: string): string {
  const key = messageKey(text);
  // Dynamic keys cannot be checked statically; the index only holds keys that exist.
  return key ? (i18n.t as unknown as (key: string) => string)(key) : text;
}

/** translateMessage for components: subscribing to i18n makes a language switch re-render them. */
export function useTranslateMessage(): (text: string) => string {
  useTranslation();
  return translateMessage;
}
