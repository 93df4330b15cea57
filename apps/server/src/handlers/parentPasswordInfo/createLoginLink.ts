import { createChildLoginLink } from '../../families/loginLinks.js';
import type { Handler } from '../../gateway/context.js';

/** A one-time, short-lived link that signs the child into the game. */
export const createLoginLink: Handler<'ParentPasswordInfo.createLoginLink'> = (input, { db, clock, config, caller }) =>
  createChildLoginLink(db, caller, { childId: input.child_user_id, publicUrl: config.publicUrl }, clock.now());
