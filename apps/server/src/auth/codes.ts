import { randomInt } from 'node:crypto';

// No 0/O or 1/I/L: codes are read aloud and typed by hand.
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A short readable code such as "P-7KQ3M9XA"; uniqueness is enforced by the database. */
export function newReadableCode(prefix: string, length = 8): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += alphabet[randomInt(alphabet.length)];
  return `${prefix}-${code}`;
}
