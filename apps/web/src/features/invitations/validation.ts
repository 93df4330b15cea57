import { commands, type CommandInput } from '@t1d/contract';
import { contractRules } from '../../shared/wireForm';

// Each form is named as its command's input is on the wire.
export type InviteParentValues = { invitee_email: string };
export type InviteChildValues = { child_name: string; invitee_email: string };
export type CreateChildValues = { child_name: string };
export type LinkChildValues = { child_login_name: string; child_password: string };

/** The e-mail is optional: without one the invitation is a link the parent passes on. */
export function inviteParentInput(values: InviteParentValues): CommandInput<'ParentInviteHandler.create_parent'> {
  const email = values.invitee_email.trim();
  return email ? { invitee_email: email } : {};
}

export function inviteChildInput(values: InviteChildValues): CommandInput<'ParentFamilyHandler.add_member_invitation'> {
  return { invitee_email: values.invitee_email.trim(), role: 'child', child_name: values.child_name.trim() };
}

export function createChildInput(values: CreateChildValues): CommandInput<'ParentInviteHandler.create_child'> {
  return { child_name: values.child_name.trim() };
}

export function linkChildInput(values: LinkChildValues): CommandInput<'ParentInviteHandler.link_child_by_login_name'> {
  return { child_login_name: values.child_login_name.trim(), child_password: values.child_password };
}

export const validateInviteParent = contractRules(commands['ParentInviteHandler.create_parent'].input, { input: inviteParentInput });

export const validateInviteChild = contractRules(commands['ParentFamilyHandler.add_member_invitation'].input, { input: inviteChildInput });

export const validateCreateChild = contractRules(commands['ParentInviteHandler.create_child'].input, { input: createChildInput });

export const validateLinkChild = contractRules(commands['ParentInviteHandler.link_child_by_login_name'].input, { input: linkChildInput });
