import { redeemChildLoginLink } from '../../families/childLogin.js';
import type { GameHandler } from '../types.js';

/** The game's server redeems a child's one-time login link (made by a parent in the app). */
export const childLoginRedeem: GameHandler<'childLoginRedeem'> = ({ body }, { db, clock }) =>
  redeemChildLoginLink(db, body.login_token, clock.now());
