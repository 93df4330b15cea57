import type { ContentDetail, ContentKind, ContentSummary, TrustedProduct } from '@t1d/contract';

/** A library item as the server lists it; tests override what they look at. */
export function anItem(overrides: Partial<ContentSummary> & Pick<ContentSummary, 'id' | 'slug' | 'title'>): ContentSummary {
  return {
    kind: 'article' as ContentKind,
    summary: `About ${overrides.title}`,
    urgent: false,
    category: null,
    duration_seconds: null,
    video_url: null,
    ages: null,
    minutes: null,
    done: false,
    ...overrides,
  };
}

/** The same item with its words. */
export function detailOf(item: ContentSummary, body: string, sources = 'ISPAD 2022; ADA Standards of Care 2025'): ContentDetail {
  return { ...item, body, sources, updated_at: 1_800_000_000 };
}

export function aProduct(overrides: Partial<TrustedProduct> & Pick<TrustedProduct, 'id' | 'title'>): TrustedProduct {
  return { slug: `product-${overrides.id}`, summary: `About ${overrides.title}`, category: 'monitoring', explored: false, ...overrides };
}
