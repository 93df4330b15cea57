import { randomInt } from 'node:crypto';
import { newReadableCode } from '../auth/codes.js';
import type { Db } from '../db/database.js';
import { isUniqueViolation } from '../db/uniqueViolation.js';
import { suggestLoginName } from '../domain/loginName.js';

interface NewChild {
  familyId: number | null;
  realName: string | null;
  /** Chosen by the child; when absent one is made from the real name. */
  loginName?: string;
  passwordHash?: string | null;
  locationId?: number | null;
  now: number;
}

export class LoginNameTakenError extends Error {}

/**
 * Creates a child account. A chosen login name that is taken fails with LoginNameTakenError; a made-up
 * one is tried again with other digits.
 */
export async function createChildAccount(db: Db, child: NewChild) {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const loginName = child.loginName ?? suggestLoginName(child.realName ?? '', randomInt(10000));
    try {
      return await db
        .insertInto('users')
        .values({
          family_id: child.familyId,
          role: 'child',
          email: null,
          login_name: loginName,
          password_hash: child.passwordHash ?? null,
          password_updated_at: child.passwordHash ? child.now : null,
          real_name: child.realName,
          p_code: newReadableCode('C'),
          location_id: child.locationId ?? null,
          created_at: child.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (child.loginName) throw new LoginNameTakenError(loginName);
    }
  }
  throw new Error('could not find a free login name');
}
