import os from 'node:os';
import { hash, verify, type Options } from '@node-rs/argon2';
import { limitConcurrency } from '../domain/concurrency.js';

// Argon2id with OWASP's minimum profile: 19 MiB, 2 passes, 1 lane.
// (Algorithm.Argon2id is a const enum, which isolated modules cannot read: its value is 2.)
const options: Options = { algorithm: 2 as Options['algorithm'], memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * Hashing runs on libuv's threads, off the event loop. At most one hash per spare core at a time: each
 * takes 19 MiB of fresh memory, and more hashes at once than cores only made every one of them slower
 * (measured: 10 sign-ins took 97 ms one after another, 483 ms two at a time on 2 cores), took the cores
 * the event loop needs, and held the threads that file reads need.
 */
const hashing = limitConcurrency(Math.max(1, os.availableParallelism() - 1));

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, options));
}

/** A hash of a password nobody has, so that an unknown e-mail costs as much time as a known one. */
const decoyHash = hashPassword('decoy password that never matches');

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  try {
    const stored = storedHash ?? (await decoyHash);
    return await hashing(() => verify(stored, password));
  } catch {
    return false;
  }
}
