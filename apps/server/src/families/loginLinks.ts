import { appPaths, limits } from '@t1d/contract';
import { hashToken, newSecret } from '../auth/tokens.js';
import type { Db } from '../db/database.js';
import { findMember } from '../db/members.js';
import { notFound } from '../domain/refusal.js';
import type { FamilyScope } from '../domain/scope.js';

/**
 * A one-time, short-lived link that signs a child of the family into the game; the game redeems it
 * server-side. Only the token's hash is stored. The link is an address of this app (/child-login,
 * PUBLIC_URL), which forwards to the game's sign-in page: families share the hospital's own address,
 * and a link still leads somewhere that explains itself while the game's address is not set up.
 */
export async function createChildLoginLink(db: Db, scope: FamilyScope, input: { childId: number; publicUrl: string }, now: number) {
  const child = await findMember(db, scope.familyId, input.childId, 'child');
  if (!child) throw notFound();
  const token = newSecret();
  const expiresAt = now + limits.loginLinkMinutes * 60;
  await db
    .insertInto('login_links')
    .values({ child_id: child.id, token_hash: hashToken(token), created_at: now, expires_at: expiresAt })
    .execute();
  const url = new URL(appPaths.childLogin, input.publicUrl);
  url.searchParams.set('login_token', token);
  return { url: url.toString(), expires_at: expiresAt };
}
