import { useQueryClient } from '@tanstack/react-query';
import { commandKey, useCommandMutation, useCommandQuery } from '../../../shared/api';

// Goal and category lists are read in one page of 999.
const listInput = { page: 1, per_page: 999 };

export function useGoals() {
  return useCommandQuery('FamilyGoalsApi.list', listInput);
}

export function useGoal(id: number | null) {
  return useCommandQuery('FamilyGoalsApi.get', { id: id ?? 0 }, { enabled: id !== null, meta: { handlesErrors: true } });
}

export function useGoalCategories() {
  return useCommandQuery('FamilyGoalCategoryApi.list', listInput, { staleTime: 5 * 60_000 });
}

/** Completes a goal; the list shows it complete at once, then everything that counts coins reloads. */
export function useCompleteGoal() {
  const queryClient = useQueryClient();
  return useCommandMutation('FamilyGoalsApi.complete', {
    meta: { handlesErrors: true },
    onSuccess: (done) => {
      const { coins_awarded: _coins, ...goal } = done;
      queryClient.setQueryData(commandKey('FamilyGoalsApi.list', listInput), (current) =>
        current ? { list: current.list.map((entry) => (entry.id === goal.id ? goal : entry)) } : current,
      );
      queryClient.setQueryData(commandKey('FamilyGoalsApi.get', { id: goal.id }), goal);
    },
    invalidates: ['ParentCoinsHandler.get_family_coins_logs'],
  });
}
