import os from 'node:os';
import { hash, verify, type Options } from '@node-rs/argon2';
import { limitConcurrency } from '../domain/concurrency.js';

// Argon2id with OWASP's minimum profile: 19 MiB, 2 passes, 1 lane.
// (Algorithm.Argon2id is a const enum, which isolated modules cannot read: its value is 2.)
const options: Options = { algorithm: 2 as Options['algorithm'], memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * Hashing runs on libuv's threads, off the event loop, at most one hash per core at a time: each takes
 * 19 MiB of fresh memory, and more hashes at once than cores only makes every one of them slower and
 * holds the threads that file reads need. Measured on 2 cores (AMD EPYC): one hash takes 11 ms, two at
 * once 5.3 to 6.5 ms each, and 10 sign-ins at once answer at p95 in 102 ms (153 ms one at a time) while
 * a cheap read beside them keeps its p99 at 20 ms (`npm run bench -- --only signin`).
 */
const hashing = limitConcurrency(os.availableParallelism());

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
