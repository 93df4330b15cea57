import type { FamilyMember } from '@t1d/contract';
import { useCommandQueries, useCommandQuery } from '../../../shared/api';

/** Spec section 6: children are the family's members fetched with filter_role 'child'. */
export function useChildren() {
  return useCommandQuery('ParentFamilyHandler.get_members', { filter_role: 'child' });
}

export function useFamilyStreak() {
  return useCommandQuery('FamilyStreak.getFamilyStreak', {});
}

/** Each child's active days in the device's current month, one request per child, in parallel. */
export function useChildStreaks(children: readonly FamilyMember[], now = new Date()) {
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  return useCommandQueries(
    'FamilyStreak.getChildStreak',
    children.map((child) => ({ year, month, user_id: child.user_id })),
  );
}

export function useSkillsLastWeek() {
  return useCommandQuery('ChildSkills.getChildLearnSkillsLastWeek', {});
}

export function useChildSkills(children: readonly FamilyMember[]) {
  return useCommandQueries(
    'ChildSkills.getChildSkillInfo',
    children.map((child) => ({ child_id: child.user_id })),
  );
}

export function useInteractions() {
  return useCommandQuery('ParentInteractionsHandler.get_interactions', {});
}
