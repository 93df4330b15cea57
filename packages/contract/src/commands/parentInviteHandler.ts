import * as z from 'zod/mini';
import { command } from '../define.js';
import {
  emailField,
  epochSeconds,
  id,
  loginNameField,
  nameField,
  pageFields,
  pageTotals,
  requiredInviteCode,
  signinPasswordField,
} from '../fields.js';
import { validationMessages as m } from '../messages.js';
import { familyMember, invitation, invitationRole, invitationSummary } from '../shapes.js';

export const parentInviteHandler = {
  'ParentInviteHandler.create_parent': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z.object({ invitee_email: z.optional(emailField) }),
    output: invitation,
  }),
  /** Public: the sign-up pages check a code before showing it. Unknown, used or expired: 404. */
  'ParentInviteHandler.get_invitation': command({
    access: 'public',
    effect: 'read',
    envelope: 'standard',
    rateLimit: 'inviteLookup',
    input: z.object({ invite_code: requiredInviteCode }),
    output: z.object({
      invite_code: z.string(),
      role: invitationRole,
      inviter_email: z.string(),
      child_name: z.nullable(z.string()),
      expires_at: epochSeconds,
    }),
  }),
  'ParentInviteHandler.create_child': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z.object({ child_name: nameField(m.childNameRequired) }),
    output: familyMember,
  }),
  /**
   * Claims a game account no family has yet. The child's game password is the proof that the caller
   * may (wrong pairs answer like unknown names, and are limited per login name).
   */
  'ParentInviteHandler.link_child_by_login_name': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z.object({ child_login_name: loginNameField, child_password: signinPasswordField }),
    output: familyMember,
  }),
  'ParentInviteHandler.list_invitations': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object(pageFields(20)),
    output: z.object({
      invitations: z.array(invitationSummary),
      ...pageTotals,
    }),
  }),
  'ParentInviteHandler.revoke_invitation': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z.object({ invitation_id: id }),
    output: z.object({ revoked: z.boolean() }),
  }),
};
