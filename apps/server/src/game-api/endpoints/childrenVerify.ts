import { verifyChildLogin } from '../../families/childLogin.js';
import { noteKnownToGame } from '../../integration/knownToGame.js';
import type { GameHandler } from '../types.js';

/** The game checks a child's login (wrong passwords are counted per login name); a child it verified is one it knows. */
export const childrenVerify: GameHandler<'childrenVerify'> = async ({ body }, { db, clock, config }) => {
  const child = await verifyChildLogin(
    db,
    { loginName: body.login_name, password: body.password },
    config.rateLimits.childPasswordFailuresPerLoginName,
    clock.now(),
  );
  await noteKnownToGame(db, child.user_id, clock.now());
  return child;
};
