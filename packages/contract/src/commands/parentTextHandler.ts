import * as z from 'zod/mini';
import { command } from '../define.js';
import { id, isPlainText } from '../fields.js';
import { textMessages as m } from '../messages.js';
import { publicTextSection, textMaxLength } from '../texts.js';

export const textLanguage = z.enum(['en', 'zh'], { error: m.unknownLanguage });

/** A section: the part of the app a text belongs to (a screen's texts, e.g. `signup`, `home`). */
export const textSection = z.string().check(z.trim(), z.regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/, { error: m.sectionFormat }));

/** A key: its section, then the parts of its path, joined by dots (`home.greeting.morning`). */
export const textKey = z
  .string()
  .check(
    z.trim(),
    z.maxLength(160, { error: m.textKeyFormat }),
    z.regex(/^[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)+$/, { error: m.textKeyFormat }),
  );

/** One wording: required, line breaks allowed (a few texts have them), nothing else invisible. */
export const textValue = z.string().check(
  z.maxLength(textMaxLength, { error: m.textTooLong }),
  z.refine((text) => text.trim().length > 0, { error: m.textRequired }),
  z.refine((text) => isPlainText(text.replace(/\n/g, '')), { error: m.controlCharacters }),
);

export const textEntry = z.object({
  id,
  text_key: z.string(),
  section: z.string(),
  element_type: z.string(),
  en: z.string(),
  zh: z.string(),
  /** True when an operator's wording differs from the app's own in either language (or the key is an operator's). */
  edited: z.boolean(),
});
export type TextEntry = z.infer<typeof textEntry>;

const changedOnly = z._default(z.optional(z.boolean()), false);

export const parentTextHandler = {
  /** Every text; `changed_only` leaves out what still reads as the app's own words (what an app needs). */
  'ParentTextHandler.getAllTexts': command({
    access: 'parent',
    effect: 'read',
    envelope: 'success',
    input: z.object({ changed_only: changedOnly }),
    output: z.array(textEntry),
  }),
  'ParentTextHandler.getTextsBySection': command({
    access: 'parent',
    effect: 'read',
    envelope: 'success',
    input: z.object({ section: textSection, changed_only: changedOnly }),
    output: z.array(textEntry),
  }),
  /** Only the sign-up page's section is open before sign-in; any other answers as not found. */
  'ParentTextHandler.getTextsBySectionUnauthenticated': command({
    access: 'public',
    effect: 'read',
    envelope: 'success',
    input: z.object({ section: z.literal(publicTextSection, { error: m.sectionNotPublic }), changed_only: changedOnly }),
    output: z.array(textEntry),
  }),
  'ParentTextHandler.updateText': command({
    access: 'operator',
    effect: 'write',
    envelope: 'success',
    input: z.object({ id, text: textValue, lang: textLanguage }),
    output: textEntry,
  }),
  /** Several texts of one language at once: all are saved, or none (the first problem is named). */
  'ParentTextHandler.bulkUpdateTexts': command({
    access: 'operator',
    effect: 'write',
    envelope: 'success',
    input: z.object({
      updates: z
        .array(z.object({ id, text: textValue }))
        .check(z.minLength(1, { error: m.nothingToUpdate }), z.maxLength(200, { error: m.tooManyUpdates })),
      lang: textLanguage,
    }),
    output: z.array(textEntry),
  }),
  /** A text of the operator's own (home-config rewordings can name it); the other language starts as this one. */
  'ParentTextHandler.addNewText': command({
    access: 'operator',
    effect: 'write',
    envelope: 'success',
    input: z.object({
      section: textSection,
      textKey,
      elementType: z._default(
        z.optional(z.string().check(z.trim(), z.regex(/^[a-z][a-z_-]{0,19}$/, { error: m.elementTypeFormat }))),
        'text',
      ),
      text: textValue,
      lang: textLanguage,
    }),
    output: textEntry,
  }),
};
