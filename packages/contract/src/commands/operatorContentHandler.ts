import * as z from 'zod/mini';
import { libraryTextProblem } from '../libraryText.js';
import { command } from '../define.js';
import { epochSeconds, id, isPlainText, pageFields, pageTotals, plainText, webAddressField } from '../fields.js';
import { contentKind, librarySlug, productCategory } from './libraryShapes.js';

const requiredPlain = (max: number, missing: string) => z.pipe(plainText(max), z.string().check(z.minLength(1, { error: missing })));

/** A body in the library's Markdown subset; line breaks are its structure, so only they are allowed. */
export const libraryBody = z.string().check(
  z.maxLength(40_000, { error: 'This text is too long' }),
  z.refine((body) => isPlainText(body.replace(/[\n\r\t]/g, '')), {
    error: 'Remove the control or text-direction characters from this text',
  }),
  z.superRefine((body, context) => {
    const problem = libraryTextProblem(body);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
);

const itemText = z.object({
  title: requiredPlain(120, 'A title is required'),
  summary: requiredPlain(300, 'A summary is required'),
  body: libraryBody,
  sources: z._default(plainText(1000), ''),
});

const editableItem = z.object({
  kind: contentKind,
  slug: librarySlug,
  position: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(10_000)), 0),
  urgent: z._default(z.boolean(), false),
  category: z._default(z.nullable(productCategory), null),
  duration_seconds: z._default(z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(36_000))), null),
  video_url: z._default(z.nullable(webAddressField), null),
  ages: z._default(z.nullable(z.string().check(z.regex(/^\d{1,2}-\d{1,2}$/, { error: 'Ages look like 4-7' }))), null),
  minutes: z._default(z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(600))), null),
  en: itemText,
  zh: itemText,
});

export const operatorContentItem = z.extend(editableItem, {
  id,
  published: z.boolean(),
  /** True while the item's words are the library files' (a later version of the files replaces them). */
  from_files: z.boolean(),
  updated_at: z.nullable(epochSeconds),
});
export type OperatorContentItem = z.infer<typeof operatorContentItem>;

export const operatorGift = z.object({
  id,
  item: z.string(),
  cost: z.number().check(z.int()),
  icon: z.string(),
  name: z.string(),
  name_zh: z.string(),
  description: z.string(),
  description_zh: z.string(),
  published: z.boolean(),
  position: z.number().check(z.int()),
});

export const operatorContentHandler = {
  'OperatorContentHandler.listItems': command({
    access: 'operator',
    effect: 'read',
    envelope: 'standard',
    input: z.object({ kind: contentKind, ...pageFields(50, 200) }),
    output: z.object({
      list: z.array(z.extend(z.omit(operatorContentItem, { en: true, zh: true }), { title: z.string(), title_zh: z.string() })),
      ...pageTotals,
    }),
  }),
  'OperatorContentHandler.getItem': command({
    access: 'operator',
    effect: 'read',
    envelope: 'standard',
    input: z.object({ id }),
    output: operatorContentItem,
  }),
  /** Adds an item (no id, unpublished until published) or rewrites one; the kind of an item never changes. */
  'OperatorContentHandler.saveItem': command({
    access: 'operator',
    effect: 'write',
    envelope: 'standard',
    input: z.extend(editableItem, { id: z.optional(id) }),
    output: operatorContentItem,
  }),
  'OperatorContentHandler.setPublished': command({
    access: 'operator',
    effect: 'write',
    envelope: 'standard',
    input: z.object({ id, published: z.boolean() }),
    output: operatorContentItem,
  }),
  'OperatorContentHandler.listGifts': command({
    access: 'operator',
    effect: 'read',
    envelope: 'standard',
    input: z.object({}),
    output: z.object({ list: z.array(operatorGift) }),
  }),
  'OperatorContentHandler.saveGift': command({
    access: 'operator',
    effect: 'write',
    envelope: 'standard',
    input: z.object({
      id: z.optional(id),
      item: z.string().check(z.trim(), z.regex(/^[a-z0-9_]{1,60}$/, { error: 'Use 1 to 60 lowercase letters, digits or underscores' })),
      cost: z.number().check(z.int(), z.minimum(1), z.maximum(100_000)),
      icon: z.enum(['gift', 'star', 'heart', 'backpack', 'hat', 'pet', 'rocket', 'music']),
      name: requiredPlain(40, 'A name is required'),
      name_zh: requiredPlain(40, 'A name is required'),
      description: requiredPlain(140, 'A description is required'),
      description_zh: requiredPlain(140, 'A description is required'),
      position: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(10_000)), 0),
    }),
    output: operatorGift,
  }),
  'OperatorContentHandler.setGiftPublished': command({
    access: 'operator',
    effect: 'write',
    envelope: 'standard',
    input: z.object({ id, published: z.boolean() }),
    output: operatorGift,
  }),
  /** The deployment's community address for GmsParent.getAppData; empty removes it. */
  'OperatorContentHandler.saveAppData': command({
    access: 'operator',
    effect: 'write',
    envelope: 'standard',
    input: z.object({ parent_community_url: webAddressField }),
    output: z.object({ parent_community_url: z.nullable(z.string()) }),
  }),
};
