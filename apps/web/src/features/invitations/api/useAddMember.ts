import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useCommandMutation } from '../../../shared/api';

// Every form here explains its own failures under its fields or in place.
const handledHere = { meta: { handlesErrors: true } };

/** Whatever was added shows up on the family page, its counts and its invitation list. */
function refreshFamily(queryClient: QueryClient) {
  return Promise.all(
    ['ParentFamilyHandler.get_members', 'ParentFamilyHandler.get_family_info', 'ParentInviteHandler.list_invitations'].map((cmd) =>
      queryClient.invalidateQueries({ queryKey: [cmd] }),
    ),
  );
}

export function useInviteParent() {
  const queryClient = useQueryClient();
  return useCommandMutation('ParentInviteHandler.create_parent', { ...handledHere, onSuccess: () => refreshFamily(queryClient) });
}

export function useInviteChildByEmail() {
  const queryClient = useQueryClient();
  return useCommandMutation('ParentFamilyHandler.add_member_invitation', { ...handledHere, onSuccess: () => refreshFamily(queryClient) });
}

export function useCreateChild() {
  const queryClient = useQueryClient();
  return useCommandMutation('ParentInviteHandler.create_child', { ...handledHere, onSuccess: () => refreshFamily(queryClient) });
}

export function useLinkChild() {
  const queryClient = useQueryClient();
  return useCommandMutation('ParentInviteHandler.link_child_by_login_name', { ...handledHere, onSuccess: () => refreshFamily(queryClient) });
}
