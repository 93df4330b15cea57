import { commands } from '@t1d/contract';
import { contractRules } from '../../shared/wireForm';
import { createChildInput, inviteChildInput, inviteParentInput, linkChildInput } from './invitationForms';

export const validateInviteParent = contractRules(commands['ParentInviteHandler.create_parent'].input, { input: inviteParentInput });

export const validateInviteChild = contractRules(commands['ParentFamilyHandler.add_member_invitation'].input, { input: inviteChildInput });

export const validateCreateChild = contractRules(commands['ParentInviteHandler.create_child'].input, { input: createChildInput });

export const validateLinkChild = contractRules(commands['ParentInviteHandler.link_child_by_login_name'].input, { input: linkChildInput });
