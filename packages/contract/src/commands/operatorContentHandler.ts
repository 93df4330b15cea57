import { z } from 'zod';
import { libraryTextProblem } from '../libraryText.js';
import { command } from '../define.js';
import { epochSeconds, id, isPlainText, pageFields, pageTotals, plainText, webAddressField } from '../fields.js';
import { contentKind, librarySlug, productCategory } from './libraryShapes.js';

const requiredPlain = (max: number, missing: string) => plainText(max).pipe(z.string().min(1, { error: missing }));

/** A body in the library's Markdown subset; line breaks are its structure, so only they are allowed. */
export const libraryBody = z
  .string()
  .max(40_000, { error: 'This text is too long' })
  .refine((body) => isPlainText(body.replace(/[\n\r\t]/g, '')), {
    error: 'Remove the control or text-direction characters from this text',
  })
  .superRefine((body, context) => {
    const problem = libraryTextProblem(body);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const itemText = z.object({
  title: requiredPlain(120, 'A title is required'),
  summary: requiredPlain(300, 'A summary is required'),
  body: libraryBody,
  sources: plainText(1000).default(''),
});

const editableItem = z.object({
  kind: contentKind,
  slug: librarySlug,
  position: z.number().int().min(0).max(10_000).default(0),
  urgent: z.boolean().default(false),
  category: productCategory.nullable().default(null),
  duration_seconds: z.number().int().min(1).max(36_000).nullable().default(null),
  video_url: webAddressField.nullable().default(null),
  ages: z
    .string()
    .regex(/^\d{1,2}-\d{1,2}$/, { error: 'Ages look like 4-7' })
    .nullable()
    .default(null),
  minutes: z.number().int().min(1).max(600).nullable().default(null),
  en: itemText,
  zh: itemText,
});

export const operatorContentItem = editableItem.extend({
  id,
  published: z.boolean(),
  /** True while the item's words are the library files' (a later version of the files replaces them). */
  from_files: z.boolean(),
  updated_at: epochSeconds.nullable(),
});
export type OperatorContentItem = z.infer<typeof operatorContentItem>;

export const operatorGift = z.object({
  id,
  item: z.string(),
  cost: z.number().int(),
  icon: z.string(),
  name: z.string(),
  name_zh: z.string(),
  description: z.string(),
  description_zh: z.string(),
  published: z.boolean(),
  position: z.number().int(),
});

export const operatorContentHandler = {
  'OperatorContentHandler.listItems': command({
    access: 'operator',
    effect: 'read',
    envelope: 'standard',
    input: z.object({ kind: contentKind, ...pageFields(50, 200) }),
    output: z.object({
      list: z.array(operatorContentItem.omit({ en: true, zh: true }).extend({ title: z.string(), title_zh: z.string() })),
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
    input: editableItem.extend({ id: id.optional() }),
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
      id: id.optional(),
      item: z
        .string()
        .trim()
        .regex(/^[a-z0-9_]{1,60}$/, { error: 'Use 1 to 60 lowercase letters, digits or underscores' }),
      cost: z.number().int().min(1).max(100_000),
      icon: z.enum(['gift', 'star', 'heart', 'backpack', 'hat', 'pet', 'rocket', 'music']),
      name: requiredPlain(40, 'A name is required'),
      name_zh: requiredPlain(40, 'A name is required'),
      description: requiredPlain(140, 'A description is required'),
      description_zh: requiredPlain(140, 'A description is required'),
      position: z.number().int().min(0).max(10_000).default(0),
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
    output: z.object({ parent_community_url: z.string().nullable() }),
  }),
};
