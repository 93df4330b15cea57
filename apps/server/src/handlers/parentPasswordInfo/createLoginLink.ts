import { limits } from '@t1d/contract';
import { hashToken, newSecret } from '../../auth/tokens.js';
import { findMember } from '../../db/members.js';
import { notFound } from '../../domain/refusal.js';
import type { Handler } from '../../gateway/context.js';

/** A one-time, short-lived link that signs the child into the game; the game redeems it server-side. */
export const createLoginLink: Handler<'ParentPasswordInfo.createLoginLink'> = async (input, { db, clock, config, caller }) => {
  const child = await findMember(db, caller.familyId, input.child_user_id, 'child');
  if (!child) throw notFound();
  const token = newSecret();
  const now = clock.now();
  const expiresAt = now + limits.loginLinkMinutes * 60;
  await db
    .insertInto('login_links')
    .values({ child_id: child.id, token_hash: hashToken(token), created_at: now, expires_at: expiresAt })
    .execute();
  const url = new URL(config.gameLoginUrl);
  url.searchParams.set('login_token', token);
  return { url: url.toString(), expires_at: expiresAt };
};
