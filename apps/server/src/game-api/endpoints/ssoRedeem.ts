import { redeemOneTimeToken } from '../../auth/oneTimeTokens.js';
import { familyMembers } from '../../db/members.js';
import { Refusal } from '../../domain/refusal.js';
import { noteKnownToGame } from '../../integration/knownToGame.js';
import type { GameHandler } from '../types.js';

/** The game's server redeems the SSO token the parent app handed its callback: who the parent is, and their children. */
export const ssoRedeem: GameHandler<'ssoRedeem'> = async ({ body }, { db, clock }) => {
  const { userId, action } = await redeemOneTimeToken(db, body.token, 'sso', clock.now());
  const parent = await db
    .selectFrom('users')
    .select(['id', 'family_id', 'email', 'real_name'])
    .where('id', '=', userId)
    .where('role', '=', 'parent')
    .executeTakeFirst();
  if (!parent || parent.family_id === null) throw new Refusal('invalid_or_expired_token');
  await noteKnownToGame(db, parent.id, clock.now());
  const children = await familyMembers(db, parent.family_id)
    .select(['id', 'login_name', 'real_name'])
    .where('role', '=', 'child')
    .orderBy('id')
    .execute();
  return {
    user_id: parent.id,
    family_id: parent.family_id,
    email: parent.email ?? '',
    real_name: parent.real_name ?? '',
    action: action ?? 'signin',
    children: children.map((child) => ({ user_id: child.id, login_name: child.login_name ?? '', real_name: child.real_name ?? '' })),
  };
};
