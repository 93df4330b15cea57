import { z } from 'zod';
import { epochSeconds, id } from '../fields.js';

/** The kinds of the content library a parent reads (products have their own commands). */
export const libraryKind = z.enum(['article', 'lesson_plan', 'episode']);
export type LibraryKind = z.infer<typeof libraryKind>;
export const contentKind = z.enum(['article', 'lesson_plan', 'episode', 'product']);
export type ContentKind = z.infer<typeof contentKind>;
export const productCategory = z.enum(['monitoring', 'insulin', 'hypo', 'safety', 'everyday']);

export const librarySlug = z
  .string()
  .trim()
  .max(60)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Use lowercase letters, digits and single hyphens' });

/** An item as lists show it, in the reader's language. */
export const contentSummary = z.object({
  id,
  slug: z.string(),
  kind: contentKind,
  title: z.string(),
  summary: z.string(),
  urgent: z.boolean(),
  category: z.string().nullable(),
  duration_seconds: z.number().int().nullable(),
  video_url: z.string().nullable(),
  ages: z.string().nullable(),
  minutes: z.number().int().nullable(),
  /** Watched (an episode), rewarded (a lesson plan or product); false for an article. */
  done: z.boolean(),
});
export type ContentSummary = z.infer<typeof contentSummary>;

/** An item with its words: the body in the library's Markdown subset, and the guidance it follows. */
export const contentDetail = contentSummary.extend({
  body: z.string(),
  sources: z.string(),
  updated_at: epochSeconds,
});
export type ContentDetail = z.infer<typeof contentDetail>;

export const trustedProduct = contentSummary.pick({ id: true, slug: true, title: true, summary: true, category: true }).extend({
  /** The family was already rewarded for exploring it. */
  explored: z.boolean(),
});
export type TrustedProduct = z.infer<typeof trustedProduct>;
export const trustedProductDetail = trustedProduct.extend({ body: z.string(), sources: z.string() });
