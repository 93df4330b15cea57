import { randomInt } from 'node:crypto';
import { familyMessages, type FamilyMember } from '@t1d/contract';
import { newReadableCode } from '../auth/codes.js';
import { hashPassword } from '../auth/passwords.js';
import type { Db } from '../db/database.js';
import { familyMembers, memberColumns, toFamilyMember } from '../db/members.js';
import { isUniqueViolation } from '../db/uniqueViolation.js';
import { suggestLoginName } from '../domain/loginName.js';
import { displayName } from '../domain/memberName.js';
import { Refusal, fieldRefusal } from '../domain/refusal.js';
import type { FamilyScope } from '../domain/scope.js';
import { notifyParents } from '../notifications/notify.js';
import { acceptInvitation, findOpenInvitation } from './invitations.js';
import { assertActiveLocation } from './locations.js';

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

/** A child member with a readable login name and no password, told to the family's other parents. */
export async function addChild(db: Db, scope: FamilyScope, childName: string, now: number): Promise<FamilyMember> {
  const member = toFamilyMember(await createChildAccount(db, { familyId: scope.familyId, realName: childName, now }));
  await notifyParents(db, {
    familyId: scope.familyId,
    except: scope.userId,
    type: 'family',
    textKey: 'child_joined',
    params: { name: member.name },
    now,
  });
  return member;
}

/**
 * Brings a game account that no family has claimed into the caller's family. A child already in
 * another family answers exactly like an unknown login name; linking an own child again is harmless.
 */
export async function linkChild(db: Db, scope: FamilyScope, loginName: string, now: number): Promise<FamilyMember> {
  const linked = await db
    .updateTable('users')
    .set({ family_id: scope.familyId })
    .where('login_name', '=', loginName)
    .where('role', '=', 'child')
    .where('family_id', 'is', null)
    .returning(memberColumns)
    .executeTakeFirst();
  if (linked) {
    const member = toFamilyMember(linked);
    await notifyParents(db, {
      familyId: scope.familyId,
      except: scope.userId,
      type: 'family',
      textKey: 'child_joined',
      params: { name: member.name },
      now,
    });
    return member;
  }
  const own = await familyMembers(db, scope.familyId)
    .select(memberColumns)
    .where('login_name', '=', loginName)
    .where('role', '=', 'child')
    .executeTakeFirst();
  if (!own) throw new Refusal('child_not_linkable');
  return toFamilyMember(own);
}

interface ChildSignUp {
  invite_code: string;
  username: string;
  password: string;
  parent_email: string;
  location?: number;
}

/** A child sets up its own game account from a child invitation, and so joins that family. */
export async function signUpChild(db: Db, input: ChildSignUp, now: number): Promise<{ user_id: number; login_name: string }> {
  await assertActiveLocation(db, input.location);
  const invitation = await findOpenInvitation(db, input.invite_code, now);
  if (invitation?.role !== 'child') throw new Refusal('invite_invalid');
  if (invitation.inviter_email !== input.parent_email) {
    throw fieldRefusal('parent_email_mismatch', 'parent_email', familyMessages.parentEmailMismatch);
  }
  const taken = await db.selectFrom('users').select('id').where('login_name', '=', input.username).executeTakeFirst();
  if (taken) throw new Refusal('login_name_taken');

  const passwordHash = await hashPassword(input.password);
  try {
    const child = await db.transaction().execute(async (trx) => {
      const created = await createChildAccount(trx, {
        familyId: invitation.family_id,
        realName: invitation.child_name,
        loginName: input.username,
        passwordHash,
        locationId: input.location ?? null,
        now,
      });
      if (!(await acceptInvitation(trx, invitation.id, created.id, now, created.login_name))) throw new Refusal('invite_invalid');
      await notifyParents(trx, {
        familyId: invitation.family_id,
        type: 'family',
        textKey: 'child_joined',
        params: { name: displayName(created) },
        now,
      });
      return created;
    });
    return { user_id: child.id, login_name: child.login_name ?? input.username };
  } catch (error) {
    if (error instanceof LoginNameTakenError) throw new Refusal('login_name_taken');
    throw error;
  }
}
