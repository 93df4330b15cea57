import type { CommandName } from '@t1d/contract';
import { useCommandMutation } from '../../../shared/api';

/**
 * Every form here explains its own failures under its fields or in place; whatever was added shows
 * up on the family page, its counts and its invitation list.
 */
const addsMember = {
  meta: { handlesErrors: true },
  invalidates: [
    'ParentFamilyHandler.get_members',
    'ParentFamilyHandler.get_family_info',
    'ParentInviteHandler.list_invitations',
  ] as CommandName[],
};

export function useInviteParent() {
  return useCommandMutation('ParentInviteHandler.create_parent', addsMember);
}

export function useInviteChildByEmail() {
  return useCommandMutation('ParentFamilyHandler.add_member_invitation', addsMember);
}

export function useCreateChild() {
  return useCommandMutation('ParentInviteHandler.create_child', addsMember);
}

export function useLinkChild() {
  return useCommandMutation('ParentInviteHandler.link_child_by_login_name', addsMember);
}
