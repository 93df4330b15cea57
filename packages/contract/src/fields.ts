import * as z from 'zod/mini';
import { limits, validationMessages as m } from './messages.js';

/**
 * Control characters (NUL, bell, escape…), line and paragraph separators and the invisible marks that
 * turn text direction around (`Mom\u202Egnp.exe` shows as "Mom exe.png"). No name or wording needs them.
 */
const controlCharacters = /[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** True when `value` is free of control and text-direction characters. */
export const isPlainText = (value: string) => !controlCharacters.test(value);

/**
 * What makes two names that look the same differ, or hides text in a name: zero-width spaces and
 * joiners, word joiners and invisible operators, the zero-width no-break space, Unicode tag characters
 * (which spell out hidden ASCII) and lone surrogates (half of a character, which no font draws).
 */
const invisibleCharacters = /[\u200B-\u200F\u2060-\u2064\uFEFF\u{E0000}-\u{E007F}\uD800-\uDFFF]/u;

// An emoji sequence (👩‍👧, 👨🏽‍💻, ❤️‍🔥) is joined by a zero-width joiner between two pictographs, each perhaps
// followed by a variation selector or a skin tone: that joiner draws one picture, it hides nothing.
const emojiJoiner = /(?<=\p{Extended_Pictographic}[\uFE0F\p{Emoji_Modifier}]?)\u200D(?=\p{Extended_Pictographic})/gu;

/** True when `value` holds no invisible character (emoji sequences aside). */
export const isVisibleText = (value: string) => !invisibleCharacters.test(value.replace(emojiJoiner, ''));

/** Any text a person types for others to read: trimmed, at most `max` characters, no control characters. */
export function plainText(max: number) {
  return z.string().check(z.trim(), z.maxLength(max, { error: m.textTooLong }), z.refine(isPlainText, { error: m.controlCharacters }));
}

/** A required string whose "missing" and "empty" cases both read as the field's one required message. */
export function requiredText(requiredMessage: string) {
  return z.string({ error: requiredMessage }).check(z.trim(), z.minLength(1, { error: requiredMessage }));
}

// A plain, practical address check: something@something.tld, no spaces.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z.pipe(
  requiredText(m.emailRequired).check(
    z.maxLength(limits.emailMax, { error: m.emailInvalid }),
    z.regex(emailShape, { error: m.emailInvalid }),
  ),
  z.transform((email) => email.toLowerCase()),
);

export const passwordField = z
  .string({ error: m.passwordRequired })
  .check(
    z.minLength(1, { error: m.passwordRequired }),
    z.minLength(limits.passwordMin, { error: m.passwordTooShort }),
    z.maxLength(limits.passwordMax, { error: m.passwordTooLong }),
  );

/** Sign-in only asks for a password; its length is judged by the stored hash, not here. */
export const signinPasswordField = z
  .string({ error: m.passwordRequired })
  .check(z.minLength(1, { error: m.passwordRequired }), z.maxLength(limits.passwordMax, { error: m.passwordTooLong }));

/** An optional text that, once filled in, must be at least `min` characters long. */
export function optionalMinText(min: number, tooShort: string) {
  return z.optional(plainText(limits.nameMax).check(z.refine((value) => value.length === 0 || value.length >= min, { error: tooShort })));
}

export const inviteCodeField = z.optional(
  z.string().check(
    z.trim(),
    z.refine((value) => value.length === 0 || limits.inviteCodePattern.test(value), {
      error: m.inviteCodeFormat,
    }),
  ),
);

export const epochSeconds = z.number().check(z.int(), z.nonnegative());
// Ids are the databases' 32-bit keys: a larger number names nothing, and PostgreSQL would refuse to compare it.
export const id = z.number().check(z.int(), z.positive(), z.maximum(2_147_483_647));

/** Which page of a list to answer: `page` from 1, `per_page` (default `perPage`) up to `maxPerPage`. */
export function pageFields(perPage: number, maxPerPage = 100) {
  return {
    page: z._default(z.number().check(z.int(), z.minimum(1)), 1),
    per_page: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(maxPerPage)), perPage),
  };
}

/** What a paged list answers beside its rows. */
export const pageTotals = {
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int()),
  per_page: z.number().check(z.int()),
};

/** A person's real name: trimmed, not empty, at most 100 characters. */
export function nameField(requiredMessage: string) {
  return requiredText(requiredMessage).check(
    z.maxLength(limits.nameMax, { error: m.textTooLong }),
    z.refine(isPlainText, { error: m.controlCharacters }),
    z.refine(isVisibleText, { error: m.invisibleCharacters }),
  );
}

/**
 * A web address an operator sets for parents to open: an absolute https address, or a path in this app
 * (one slash, then no backslash), or empty. `//host`, `/\host` and `https:host` are refused: browsers read
 * them as other sites.
 */
export const webAddressField = z.string().check(
  z.trim(),
  z.maxLength(2000, { error: m.textTooLong }),
  z.refine((value) => value === '' || isSameOriginPath(value) || isHttpsAddress(value), { error: m.webAddress }),
);

function isSameOriginPath(value: string): boolean {
  if (!/^\/(?![/\\])/.test(value) || /[\\\s]/.test(value) || !isPlainText(value)) return false;
  const base = 'https://app.invalid';
  return new URL(value, base).origin === base;
}

function isHttpsAddress(value: string): boolean {
  if (!/^https:\/\/[^/\\\s]/i.test(value) || /[\\\s]/.test(value) || !isPlainText(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

// Invisible characters are named before the pattern's message, which would not say what is wrong.
export const loginNameField = z.pipe(
  z.pipe(
    requiredText(m.loginNameRequired).check(z.refine(isVisibleText, { error: m.invisibleCharacters })),
    z.transform((value) => value.toLowerCase()),
  ),
  z.string().check(z.regex(limits.loginNamePattern, { error: m.usernameFormat })),
);

/** An invite code that must be there and well formed. */
export const requiredInviteCode = requiredText(m.inviteCodeFormat).check(
  z.regex(limits.inviteCodePattern, {
    error: m.inviteCodeFormat,
  }),
);

/** An IANA time zone name this runtime knows (browsers and Node share the list). */
export const timeZoneField = z.string().check(
  z.maxLength(64),
  z.refine(
    (name) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: name });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'Unknown time zone' },
  ),
);
