import type { productCategory, TrustedProduct } from '@t1d/contract';
import type { LibraryAnchor } from '../../shared/paths';

export { splitSources } from '../../shared/format/librarySources';

/** An episode's length as a video player shows it: m:ss. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The address a <video> may play: our own files and https ones, which is what the CSP's media-src
 * allows. Anything else would only show a broken player, so it counts as no video.
 */
export function playableVideo(url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https:\/\/[^/]/i.test(url) ? url : null;
}

/** A positive whole id from the address, or null for anything else. */
export function parseId(raw: string | null | undefined): number | null {
  return raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

/**
 * The slug an address names, when it can name one at all, so a mistyped link asks the server nothing.
 * The contract's librarySlug pattern, written out: importing the schema would bring zod (25 kB) to the page.
 */
export function parseSlug(raw: string | undefined): string | null {
  return raw && raw.length <= 60 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(raw) ? raw : null;
}

/** The contract's product categories, and a group for one the app does not know yet. */
type ProductCategory = (typeof productCategory.options)[number] | 'other';

/** The order categories are shown in; typed by the contract's enum, so a new category fails the typecheck here. */
const categoryOrder: Record<ProductCategory, number> = { monitoring: 0, insulin: 1, hypo: 2, safety: 3, everyday: 4, other: 5 };
const isKnown = (category: string | null): category is ProductCategory => category !== null && Object.hasOwn(categoryOrder, category);

/** Products under their categories, in the catalogue's category order; one the app does not know goes last. */
export function groupProducts(products: readonly TrustedProduct[]): { category: ProductCategory; products: TrustedProduct[] }[] {
  const groups = new Map<ProductCategory, TrustedProduct[]>();
  for (const product of products) {
    const category = isKnown(product.category) ? product.category : 'other';
    groups.set(category, [...(groups.get(category) ?? []), product]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => categoryOrder[a] - categoryOrder[b])
    .map(([category, inCategory]) => ({ category, products: inCategory }));
}

/** The sections of /urgent-learning a link may jump to (the dashboard links to the lesson plans). */
export const libraryAnchors = { allArticles: 'all-articles', lessonPlans: 'lesson-plans' } as const satisfies Record<string, LibraryAnchor>;
