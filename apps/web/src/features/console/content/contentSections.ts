import type { ContentKind } from '@t1d/contract';
import type { ContentSection } from '../../../shared/paths';

/** The console's content sections in the order of their tabs; each library one edits one kind. */
export const contentSections = ['articles', 'products', 'episodes', 'lesson-plans', 'gifts'] as const satisfies readonly ContentSection[];

const kinds: Record<Exclude<ContentSection, 'gifts'>, ContentKind> = {
  articles: 'article',
  products: 'product',
  episodes: 'episode',
  'lesson-plans': 'lesson_plan',
};

/** The section an address names, or null for anything else (a mistyped link asks the server nothing). */
export function parseSection(raw: string | undefined): ContentSection | null {
  return contentSections.find((section) => section === raw) ?? null;
}

/** The library kind a section edits; null for the gift catalogue, which has its own commands. */
export function kindOf(section: ContentSection): ContentKind | null {
  return section === 'gifts' ? null : kinds[section];
}

/** The id an editor's address names: a positive whole number, `'new'`, or null for anything else. */
export function parseEditorId(raw: string | undefined): number | 'new' | null {
  if (raw === 'new') return 'new';
  return raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}
