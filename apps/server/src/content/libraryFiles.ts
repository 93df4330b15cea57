import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { libraryBody } from '@t1d/contract';
import { z } from 'zod';
import type { ContentKind } from '../db/schema.js';

/** The library's source files (content/library/README.md). */
export const libraryDir = path.resolve(import.meta.dirname, '../../content/library');

const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .max(60);
const manifestSchema = z.object({
  version: z.number().int().positive(),
  articles: z.array(z.object({ slug, urgent: z.boolean() })),
  lessonPlans: z.array(slug),
  juicebox: z.array(slug),
  products: z.array(slug),
});

export const productCategories = ['monitoring', 'insulin', 'hypo', 'safety', 'everyday'] as const;

const textSchema = z.object({
  title: z.string().min(1).max(120),
  summary: z.string().min(1).max(300),
  sources: z.string().max(1000).default(''),
  // The same rules as an operator's edit (no HTML, links only inside the app, no control characters).
  body: libraryBody,
  duration: z
    .string()
    .regex(/^\d{1,2}:\d{2}$/)
    .optional(),
  ages: z
    .string()
    .regex(/^\d{1,2}-\d{1,2}$/)
    .optional(),
  minutes: z.coerce.number().int().positive().max(600).optional(),
  category: z.enum(productCategories).optional(),
});
export type LibraryText = z.infer<typeof textSchema>;

export interface LibraryFileItem {
  kind: ContentKind;
  slug: string;
  position: number;
  urgent: boolean;
  texts: { en: LibraryText; zh: LibraryText };
  /** Changes whenever either file changes: an operator's edit is kept until then. */
  sourceHash: string;
}

const giftSchema = z.array(
  z.object({
    item: z.string().regex(/^[a-z0-9_]{1,60}$/),
    cost: z.number().int().positive().max(100_000),
    icon: z.string().min(1).max(20),
    name: z.string().min(1).max(40),
    name_zh: z.string().min(1).max(40),
    description: z.string().min(1).max(140),
    description_zh: z.string().min(1).max(140),
  }),
);
export type LibraryGift = z.infer<typeof giftSchema>[number] & { position: number; sourceHash: string };

export interface LibraryFiles {
  version: number;
  items: LibraryFileItem[];
  gifts: LibraryGift[];
}

/** Front matter (`key: value` lines between `---`) and the body after it. */
export function parseItemFile(source: string, where: string): LibraryText {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${where}: the file must start with front matter between --- lines`);
  const fields: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`${where}: front matter line "${line}" is not "key: value"`);
    fields[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  const parsed = textSchema.safeParse({ ...fields, body: (match[2] ?? '').trim() });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${where}: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return parsed.data;
}

const folders: Record<ContentKind, string> = { article: 'articles', lesson_plan: 'lesson-plans', episode: 'juicebox', product: 'products' };

function readItem(dir: string, kind: ContentKind, itemSlug: string, position: number, urgent: boolean): LibraryFileItem {
  const read = (lang: 'en' | 'zh') => fs.readFileSync(path.join(dir, folders[kind], `${itemSlug}.${lang}.md`), 'utf8');
  const en = read('en');
  const zh = read('zh');
  return {
    kind,
    slug: itemSlug,
    position,
    urgent,
    texts: { en: parseItemFile(en, `${kind} ${itemSlug} (en)`), zh: parseItemFile(zh, `${kind} ${itemSlug} (zh)`) },
    sourceHash: createHash('sha256').update(en).update('\0').update(zh).digest('hex').slice(0, 32),
  };
}

/** Reads and checks every file of the library; a mistake stops the server with the file's name. */
export function loadLibraryFiles(dir = libraryDir): LibraryFiles {
  const manifest = manifestSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, 'library.json'), 'utf8')));
  const items = [
    ...manifest.articles.map((entry, index) => readItem(dir, 'article', entry.slug, index, entry.urgent)),
    ...manifest.lessonPlans.map((entry, index) => readItem(dir, 'lesson_plan', entry, index, false)),
    ...manifest.juicebox.map((entry, index) => readItem(dir, 'episode', entry, index, false)),
    ...manifest.products.map((entry, index) => readItem(dir, 'product', entry, index, false)),
  ];
  const gifts = giftSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, 'gifts.json'), 'utf8'))).map((gift, position) => ({
    ...gift,
    position,
    sourceHash: createHash('sha256').update(JSON.stringify(gift)).digest('hex').slice(0, 32),
  }));
  return { version: manifest.version, items, gifts };
}
