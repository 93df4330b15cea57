import { useCommandQuery } from '../../../shared/api';

export function useFamilyMembers() {
  return useCommandQuery('ParentFamilyHandler.get_members', {});
}

export function useFamilyInfo() {
  return useCommandQuery('ParentFamilyHandler.get_family_info', {});
}
