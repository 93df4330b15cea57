import { linkChild } from '../../families/children.js';
import type { Handler } from '../../gateway/context.js';

/** Brings a game account that no family has claimed into the caller's family, on the child's password. */
export const link_child_by_login_name: Handler<'ParentInviteHandler.link_child_by_login_name'> = (input, { db, clock, config, caller }) =>
  linkChild(
    db,
    caller,
    { loginName: input.child_login_name, password: input.child_password },
    { perParent: config.rateLimits.childLinkFailuresPerParent, perChild: config.rateLimits.childLinkFailuresPerLoginName },
    clock.now(),
  );
