import type { FamilyMember } from '@t1d/contract';
import { useCommandQueries, useCommandQuery, useLogFailure } from '../../../shared/api';

/** Children are the family's members fetched with filter_role 'child'. */
export function useChildren() {
  return useCommandQuery('ParentFamilyHandler.get_members', { filter_role: 'child' });
}

function useFamilyStreak() {
  return useCommandQuery('FamilyStreak.getFamilyStreak', {});
}

/** Each child's active days in the device's current month, one request per child, in parallel. */
function useChildStreaks(children: readonly FamilyMember[], now = new Date()) {
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  return useCommandQueries(
    'FamilyStreak.getChildStreak',
    children.map((child) => ({ year, month, user_id: child.user_id })),
  );
}

/**
 * The family's login days and each child's active days in the month of `now`. Failures are logged
 * and read 0 (docs/product.md, "When something fails"); a child's figure still on its way is null,
 * never a 0 it is not. `childDays` follows the order of `kids`.
 */
export function useFamilyStreaks(now?: Date) {
  const family = useFamilyStreak();
  const children = useChildren();
  const kids = children.data?.members ?? [];
  const streaks = useChildStreaks(kids, now);
  useLogFailure(family.error, 'Failed to load family streak');
  useLogFailure(children.error, 'Failed to load children');
  useLogFailure(streaks.find((streak) => streak.error)?.error, 'Failed to load child streak');
  return {
    family,
    children,
    kids,
    loginDays: family.data?.total_logins ?? 0,
    childDays: kids.map((_, position): number | null =>
      streaks[position]?.isPending ? null : (streaks[position]?.data?.total_streak_days ?? 0),
    ),
  };
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
