import { revokeInvitation } from '../../families/invitations.js';
import type { Handler } from '../../gateway/context.js';

/** Withdraws a pending invitation; one already used (or withdrawn) stays as it is. */
export const revoke_invitation: Handler<'ParentInviteHandler.revoke_invitation'> = (input, { db, clock, caller }) =>
  revokeInvitation(db, caller, input.invitation_id, clock.now());
