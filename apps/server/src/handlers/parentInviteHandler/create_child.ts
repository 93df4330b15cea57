import { addChild } from '../../families/children.js';
import type { Handler } from '../../gateway/context.js';

/** A child member with a readable login name and no password: the parent's login link signs it in. */
export const create_child: Handler<'ParentInviteHandler.create_child'> = (input, { db, clock, caller }) =>
  addChild(db, caller, input.child_name, clock.now());
