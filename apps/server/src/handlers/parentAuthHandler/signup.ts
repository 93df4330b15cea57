import { authMessages } from '@t1d/contract';
import { hashPassword } from '../../auth/passwords.js';
import { signedIn } from '../../auth/signedIn.js';
import { newReadableCode } from '../../auth/codes.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import { badRequest, refused } from '../../gateway/errors.js';
import type { Handler } from '../../gateway/context.js';

export const signup: Handler<'ParentAuthHandler.signup'> = async (input, context) => {
  const { db, clock } = context;
  if (input.invite_code) {
    // Invitations are not issued yet, so no code can be valid.
    throw refused(400, authMessages.invalidInviteCode);
  }
  if (input.is_google_sso) throw refused(400, authMessages.googleNotConfigured);
  if (input.location !== undefined) {
    const known = await db
      .selectFrom('locations')
      .select('id')
      .where('id', '=', input.location)
      .where('active', '=', 1)
      .executeTakeFirst();
    if (!known) throw badRequest('Unknown location', [{ field: 'location', message: 'Unknown location' }]);
  }
  const existing = await db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
  if (existing) throw refused(409, authMessages.emailTaken);

  const passwordHash = await hashPassword(input.password);
  const now = clock.now();
  try {
    const user = await db.transaction().execute(async (trx) => {
      const family = await trx
        .insertInto('families')
        .values({ p_code: newReadableCode('F'), created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return trx
        .insertInto('users')
        .values({
          family_id: family.id,
          role: 'parent',
          email: input.email,
          password_hash: passwordHash,
          password_updated_at: now,
          p_code: newReadableCode('P'),
          hospital: input.hospital || null,
          campaign: input.campaign || null,
          location_id: input.location ?? null,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return await signedIn(context, user);
  } catch (error) {
    // Two sign-ups with one e-mail at the same moment: the second finds it taken.
    if (isUniqueViolation(error)) throw refused(409, authMessages.emailTaken);
    throw error;
  }
};
