import { hash, randomBytes } from 'node:crypto';

/** A fresh secret of 256 bits, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are long random secrets, so a fast hash is enough to make a stolen table useless;
 * a slow hash is for low-entropy passwords. Every authenticated call hashes its token: the one-shot
 * `hash` skips building a Hash object.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
