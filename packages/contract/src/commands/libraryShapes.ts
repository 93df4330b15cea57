import * as z from 'zod/mini';
import { epochSeconds, id } from '../fields.js';

/** The kinds of the content library a parent reads (products have their own commands). */
export const libraryKind = z.enum(['article', 'lesson_plan', 'episode']);
export type LibraryKind = z.infer<typeof libraryKind>;
export const contentKind = z.enum(['article', 'lesson_plan', 'episode', 'product']);
export type ContentKind = z.infer<typeof contentKind>;
export const productCategory = z.enum(['monitoring', 'insulin', 'hypo', 'safety', 'everyday']);

export const librarySlug = z
  .string()
  .check(z.trim(), z.maxLength(60), z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Use lowercase letters, digits and single hyphens' }));

/** An item as lists show it, in the reader's language. */
export const contentSummary = z.object({
  id,
  slug: z.string(),
  kind: contentKind,
  title: z.string(),
  summary: z.string(),
  urgent: z.boolean(),
  category: z.nullable(z.string()),
  duration_seconds: z.nullable(z.number().check(z.int())),
  video_url: z.nullable(z.string()),
  ages: z.nullable(z.string()),
  minutes: z.nullable(z.number().check(z.int())),
  /** Watched (an episode), rewarded (a lesson plan or product); false for an article. */
  done: z.boolean(),
});
export type ContentSummary = z.infer<typeof contentSummary>;

/** An item with its words: the body in the library's Markdown subset, and the guidance it follows. */
export const contentDetail = z.extend(contentSummary, {
  body: z.string(),
  sources: z.string(),
  updated_at: epochSeconds,
});
export type ContentDetail = z.infer<typeof contentDetail>;

export const trustedProduct = z.extend(z.pick(contentSummary, { id: true, slug: true, title: true, summary: true, category: true }), {
  /** The family was already rewarded for exploring it. */
  explored: z.boolean(),
});
export type TrustedProduct = z.infer<typeof trustedProduct>;
export const trustedProductDetail = z.extend(trustedProduct, { body: z.string(), sources: z.string() });
