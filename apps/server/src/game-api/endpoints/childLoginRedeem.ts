import { redeemChildLoginLink } from '../../families/childLogin.js';
import { noteKnownToGame } from '../../integration/knownToGame.js';
import type { GameHandler } from '../types.js';

/** The game's server redeems a child's one-time login link (made by a parent in the app): a child it now knows. */
export const childLoginRedeem: GameHandler<'childLoginRedeem'> = async ({ body }, { db, clock }) => {
  const child = await redeemChildLoginLink(db, body.login_token, clock.now());
  await noteKnownToGame(db, child.user_id, clock.now());
  return child;
};
