import { parentFamilyHandler, parentInviteHandler } from '@t1d/contract';
import { contractRules } from '../../shared/wireForm';
import { createChildInput, inviteChildInput, inviteParentInput, linkChildInput } from './invitationForms';

export const validateInviteParent = contractRules(parentInviteHandler['ParentInviteHandler.create_parent'].input, {
  input: inviteParentInput,
});

export const validateInviteChild = contractRules(parentFamilyHandler['ParentFamilyHandler.add_member_invitation'].input, {
  input: inviteChildInput,
});

export const validateCreateChild = contractRules(parentInviteHandler['ParentInviteHandler.create_child'].input, {
  input: createChildInput,
});

export const validateLinkChild = contractRules(parentInviteHandler['ParentInviteHandler.link_child_by_login_name'].input, {
  input: linkChildInput,
});
