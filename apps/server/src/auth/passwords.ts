import { hash, verify, type Options } from '@node-rs/argon2';

// Argon2id with OWASP's minimum profile: 19 MiB, 2 passes, 1 lane.
// (Algorithm.Argon2id is a const enum, which isolated modules cannot read: its value is 2.)
const options: Options = { algorithm: 2 as Options['algorithm'], memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** A hash of a password nobody has, so that an unknown e-mail costs as much time as a known one. */
const decoyHash = hash('decoy password that never matches', options);

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  try {
    return await verify(storedHash ?? (await decoyHash), password);
  } catch {
    return false;
  }
}
