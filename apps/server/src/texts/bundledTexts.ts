import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { publicTextSection } from '@t1d/contract';

/** The web app's own texts, one JSON file per namespace and language (apps/web/src/locales). */
export const bundledTextsDir = path.resolve(import.meta.dirname, '../../../web/src/locales');

/** One key of the app's texts, flattened: `namespace.path.to.key`, with both wordings. */
export interface BundledText {
  text_key: string;
  section: string;
  en: string;
  zh: string;
}

export interface BundledTexts {
  texts: BundledText[];
  /** A digest of every key and wording: the texts are brought up to date only when it changes. */
  version: string;
}

/** The sign-up page reads the `auth` namespace; that is the one section open before sign-in. */
const sectionOfNamespace: Record<string, string> = { auth: publicTextSection };

export function sectionOf(namespace: string): string {
  return sectionOfNamespace[namespace] ?? namespace;
}

function flatten(value: unknown, prefix: string, into: Map<string, string>) {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, `${prefix}.${key}`, into);
  }
}

function readLanguage(dir: string, language: 'en' | 'zh'): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of fs
    .readdirSync(path.join(dir, language))
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    flatten(JSON.parse(fs.readFileSync(path.join(dir, language, file), 'utf8')), path.basename(file, '.json'), texts);
  }
  return texts;
}

/**
 * Reads every text the web app ships. A key without both wordings stops the load: the web app's
 * locale test keeps the files whole, and a server must not seed half a text.
 */
export function loadBundledTexts(dir = bundledTextsDir): BundledTexts {
  const en = readLanguage(dir, 'en');
  const zh = readLanguage(dir, 'zh');
  const texts: BundledText[] = [];
  for (const [key, english] of en) {
    const chinese = zh.get(key);
    if (chinese === undefined) throw new Error(`The app's text ${key} has no zh wording (${dir})`);
    texts.push({ text_key: key, section: sectionOf(key.split('.')[0]!), en: english, zh: chinese });
  }
  const extra = [...zh.keys()].filter((key) => !en.has(key));
  if (extra.length) throw new Error(`The app's texts ${extra.slice(0, 3).join(', ')} have no en wording (${dir})`);
  const version = crypto.createHash('sha256').update(JSON.stringify(texts)).digest('hex');
  return { texts, version };
}
