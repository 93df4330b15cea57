import { verifyChildLogin } from '../../families/childLogin.js';
import type { GameHandler } from '../types.js';

/** The game checks a child's login; wrong passwords count against the same limit as a parent's link attempts. */
export const childrenVerify: GameHandler<'childrenVerify'> = ({ body }, { db, clock, config }) =>
  verifyChildLogin(
    db,
    { loginName: body.login_name, password: body.password },
    config.rateLimits.childPasswordFailuresPerLoginName,
    clock.now(),
  );
