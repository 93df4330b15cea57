import { randomInt } from 'node:crypto';
import { familyMessages, type FamilyMember } from '@t1d/contract';
import { newReadableCode } from '../auth/codes.js';
import { limitedAttempt } from '../auth/attemptCounters.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import type { RateLimitRule } from '../config.js';
import type { Db } from '../db/database.js';
import { familyMembers, memberColumns, toFamilyMember } from '../db/members.js';
import { randomLoginSuffix, suggestLoginName } from '../domain/loginName.js';
import { displayName } from '../domain/memberName.js';
import { Refusal, fieldRefusal } from '../domain/refusal.js';
import type { FamilyScope } from '../domain/scope.js';
import { notifyParents } from '../notifications/notify.js';
import { acceptInvitation, findOpenInvitation } from './invitations.js';
import { assertActiveLocation } from './locations.js';
import { inTransaction } from '../db/transactions.js';

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

/** Tries at a free made-up name; with 887 million suffixes per name, a second try is already rare. */
const madeUpNameTries = 20;

/**
 * Creates a child account. A chosen login name that is taken fails with LoginNameTakenError; a made-up
 * one is tried again with another random suffix, and only if every try collides (which random suffixes
 * make practically impossible) is the child refused with `login_names_exhausted` (409). A collision
 * inserts nothing instead of failing, so a caller's transaction stays usable on PostgreSQL.
 * `randomIndex` is the source of the suffixes (crypto's randomInt; a test may pass its own).
 */
export async function createChildAccount(db: Db, child: NewChild, randomIndex: (n: number) => number = randomInt) {
  for (let attempt = 0; attempt < madeUpNameTries; attempt += 1) {
    const loginName = child.loginName ?? suggestLoginName(child.realName ?? '', randomLoginSuffix(randomIndex));
    const created = await db
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
      // The login name (or, very rarely, the new member code) is taken: try again.
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (created) return created;
    if (child.loginName && (await db.selectFrom('users').select('id').where('login_name', '=', loginName).executeTakeFirst())) {
      throw new LoginNameTakenError(loginName);
    }
  }
  throw new Refusal('login_names_exhausted');
}

/** Tells the family's other parents that `member` joined. */
async function tellOtherParentsChildJoined(db: Db, scope: FamilyScope, member: FamilyMember, now: number): Promise<void> {
  await notifyParents(db, {
    familyId: scope.familyId,
    except: scope.userId,
    type: 'family',
    textKey: 'child_joined',
    params: { name: member.name },
    now,
  });
}

/** A child member with a readable login name and no password, told to the family's other parents. */
export async function addChild(
  db: Db,
  scope: FamilyScope,
  childName: string,
  now: number,
  randomIndex?: (n: number) => number,
): Promise<FamilyMember> {
  const member = toFamilyMember(await createChildAccount(db, { familyId: scope.familyId, realName: childName, now }, randomIndex));
  await tellOtherParentsChildJoined(db, scope, member, now);
  return member;
}

/** The limits on linking a game account by its password (ADR 0012): per parent account, and per linkable child. */
export interface LinkRules {
  perParent: RateLimitRule;
  perChild: RateLimitRule;
}

/** Link attempts are counted apart from the game's own sign-in limit (childPasswordAttemptKey), which they never use up. */
const linkAttemptKeys = {
  parent: (userId: number) => `child-link-parent:${userId}`,
  child: (loginName: string) => `child-link:${loginName}`,
};

/**
 * Brings a game account that no family has claimed into the caller's family, on the proof of the
 * child's game password. A wrong password, a child of another family and an unknown name answer alike
 * (`child_not_linkable`). Every attempt counts against the parent's account; only an attempt at a child
 * that could be linked also counts against that child's link limit, so nobody can use up a child's
 * tries at a login name that can never be linked, and the game's sign-in limit stays the game's.
 * Counted before the password is checked, as sign-ins are (ADR 0012). Linking an own child again is
 * harmless.
 */
export async function linkChild(
  db: Db,
  scope: FamilyScope,
  proof: { loginName: string; password: string },
  rules: LinkRules,
  now: number,
): Promise<FamilyMember> {
  const own = await familyMembers(db, scope.familyId)
    .select(memberColumns)
    .where('login_name', '=', proof.loginName)
    .where('role', '=', 'child')
    .executeTakeFirst();
  if (own) return toFamilyMember(own);
  const linked = await limitedAttempt(db, linkAttemptKeys.parent(scope.userId), rules.perParent, now, async () => {
    const child = await db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('login_name', '=', proof.loginName)
      .where('role', '=', 'child')
      .where('family_id', 'is', null)
      .executeTakeFirst();
    if (!child) {
      // Checked even without such a child, so timing and answer are the same.
      await verifyPassword(null, proof.password);
      return null;
    }
    return limitedAttempt(db, linkAttemptKeys.child(proof.loginName), rules.perChild, now, async () => {
      if (!(await verifyPassword(child.password_hash, proof.password))) return null;
      // Null too when another family proved it in the same instant and won.
      const row = await db
        .updateTable('users')
        .set({ family_id: scope.familyId })
        .where('id', '=', child.id)
        .where('family_id', 'is', null)
        .returning(memberColumns)
        .executeTakeFirst();
      return row ?? null;
    });
  });
  if (!linked) throw new Refusal('child_not_linkable');
  const member = toFamilyMember(linked);
  await tellOtherParentsChildJoined(db, scope, member, now);
  return member;
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
    const child = await inTransaction(db, async (trx) => {
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
