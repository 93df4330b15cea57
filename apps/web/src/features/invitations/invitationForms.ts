import type { CommandInput, Invitation } from '@t1d/contract';
import { paths } from '../../shared/paths';
import { lazyRules } from '../../shared/wireForm';

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

/** Where to show a new invitation: its code is only ever shown now (the server keeps a hash). */
export function invitationDisplayPath(invitation: Invitation): string {
  return paths.invitationDisplay({ invitationData: JSON.stringify(invitation), invitationType: invitation.role });
}

// The forms' rules (validation.ts) are the contract's schemas: each form fetches them, and zod with
// them, when it is first used.
export const inviteParentRules = lazyRules<InviteParentValues>(() => import('./validation').then((rules) => rules.validateInviteParent));
export const inviteChildRules = lazyRules<InviteChildValues>(() => import('./validation').then((rules) => rules.validateInviteChild));
export const createChildRules = lazyRules<CreateChildValues>(() => import('./validation').then((rules) => rules.validateCreateChild));
export const linkChildRules = lazyRules<LinkChildValues>(() => import('./validation').then((rules) => rules.validateLinkChild));
