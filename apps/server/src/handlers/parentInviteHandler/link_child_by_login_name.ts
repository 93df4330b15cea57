import { linkChild } from '../../families/children.js';
import type { Handler } from '../../gateway/context.js';

/** Brings a game account that no family has claimed into the caller's family. */
export const link_child_by_login_name: Handler<'ParentInviteHandler.link_child_by_login_name'> = (input, { db, clock, caller }) =>
  linkChild(db, caller, input.child_login_name, clock.now());
