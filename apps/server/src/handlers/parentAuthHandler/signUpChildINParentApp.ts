import { signUpChild } from '../../families/children.js';
import type { Handler } from '../../gateway/context.js';

/** A child sets up its own game account from a child invitation, and so joins that family. */
export const signUpChildINParentApp: Handler<'ParentAuthHandler.signUpChildINParentApp'> = (input, { db, clock }) =>
  signUpChild(db, input, clock.now());
