import { useQueryClient } from '@tanstack/react-query';
import { commandKey, useCommandMutation, useCommandQuery } from '../../../shared/api';

export function useFitnessCategories() {
  return useCommandQuery('FitnessGoalApi.getCategories', {}, { staleTime: 5 * 60_000 });
}

export function useFitnessGoals(type: number | null) {
  return useCommandQuery('FitnessGoalApi.getUserGoals', { type: type ?? 0 }, { enabled: type !== null });
}

/** Marks a goal done for today; its list shows the answer at once. */
export function useMarkFitnessGoal(type: number) {
  const queryClient = useQueryClient();
  return useCommandMutation('FitnessGoalApi.markGoalCompleted', {
    meta: { handlesErrors: true },
    onSuccess: (goal) =>
      queryClient.setQueryData(commandKey('FitnessGoalApi.getUserGoals', { type }), (current) =>
        current?.map((entry) => (entry.id === goal.id ? goal : entry)),
      ),
  });
}
