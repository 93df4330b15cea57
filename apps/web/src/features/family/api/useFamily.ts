import type { CommandOutput, FamilyMember, UserProfile } from '@t1d/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandScope, invalidateCommands, callCommand, useCommandMutation, useCommandQuery } from '../../../shared/api';
import { getSession, mergeUser } from '../../../shared/session';

// These screens explain their own failures in place; the global network alert stays out of it.
const handledHere = { meta: { handlesErrors: true } };
export const INVITATIONS_PER_PAGE = 10;

export function useFamilyMembers() {
  return useCommandQuery('ParentFamilyHandler.get_members', {});
}

export function useFamilyInfo() {
  return useCommandQuery('ParentFamilyHandler.get_family_info', {});
}

export function useInvitations(page: number) {
  return useCommandQuery(
    'ParentInviteHandler.list_invitations',
    { page, per_page: INVITATIONS_PER_PAGE },
    {
      placeholderData: (previous) => previous,
    },
  );
}

export function useRevokeInvitation() {
  return useCommandMutation('ParentInviteHandler.revoke_invitation', {
    ...handledHere,
    // Refreshed either way: a "no" means the invitation changed state meanwhile.
    invalidates: ['ParentInviteHandler.list_invitations'],
    invalidateOn: 'settled',
  });
}

export function useRemoveParent() {
  return useCommandMutation('ParentFamilyHandler.remove_parent', {
    ...handledHere,
    invalidates: ['ParentFamilyHandler.get_members', 'ParentFamilyHandler.get_family_info', 'ParentInviteHandler.list_invitations'],
  });
}

interface NameTarget {
  user_id: number;
  role: FamilyMember['role'];
}

/** Saves a real name with the command for the member's role. */
export function useSaveRealName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ member, realName }: { member: NameTarget; realName: string }): Promise<FamilyMember> =>
      member.role === 'child'
        ? callCommand('ParentFamilyHandler.update_child_real_name', { child_id: member.user_id, real_name: realName })
        : callCommand('ParentFamilyHandler.update_parent_real_name', { parent_id: member.user_id, real_name: realName }),
    ...handledHere,
    onSuccess: (updated) => {
      // The greeting reads the stored user data; the cached profile is updated
      // too, or the dashboard would merge the old name back in from it.
      if (String(getSession().user?.user_id) === String(updated.user_id)) {
        mergeUser({ real_name: updated.real_name });
        queryClient.setQueriesData<UserProfile>({ queryKey: commandScope('ParentAuthHandler.getUserProfile') }, (profile) =>
          profile ? { ...profile, real_name: updated.real_name } : profile,
        );
      }
      return invalidateCommands(queryClient, ['ParentFamilyHandler.get_members']);
    },
  });
}

export function usePasswordInfo(userId: number) {
  return useCommandQuery('ParentPasswordInfo.getUserPasswordInfo', { user_id: userId }, { enabled: userId > 0 });
}

export type LoginLink = CommandOutput<'ParentPasswordInfo.createLoginLink'>;

export function useCreateLoginLink() {
  return useCommandMutation('ParentPasswordInfo.createLoginLink', handledHere);
}
