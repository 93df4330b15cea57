import type { CommandName } from '@t1d/contract';
import { useCommandMutation, useCommandQuery } from '../../../shared/api';
import { useSession } from '../../../shared/session';

// Task screens explain their own failures in place (expired, not found, validation).
const handledHere = { meta: { handlesErrors: true } };
const categoriesInput = { page: 1, per_page: 999 };

/**
 * The signed-in parent's code, which every task command needs. Sign-in stores it with the user;
 * a session restored from an older app version may lack it, so the profile fills the gap.
 */
export function useParentCode(): string | null {
  const { user } = useSession();
  const stored = user?.p_code || null;
  const profile = useCommandQuery('ParentAuthHandler.getUserProfile', {}, { enabled: !stored });
  return stored ?? profile.data?.p_code ?? null;
}

export function useParentTasks() {
  const parentCode = useParentCode();
  return useCommandQuery('GmsInfluenceApi.getParentTasks', { parent_code: parentCode ?? '' }, { enabled: parentCode !== null });
}

export function useTaskInfo(taskInstanceId: number | null) {
  const parentCode = useParentCode();
  return useCommandQuery(
    'GmsInfluenceApi.getTaskInfo',
    { task_instance_id: taskInstanceId ?? 0, parent_code: parentCode ?? '' },
    { enabled: parentCode !== null && taskInstanceId !== null, ...handledHere },
  );
}

/** Category names and icons, in the app's language (the same list family goals use). */
export function useTaskCategories() {
  return useCommandQuery('FamilyGoalCategoryApi.list', categoriesInput, { staleTime: 5 * 60_000 });
}

const taskReads: CommandName[] = ['GmsInfluenceApi.getParentTasks', 'GmsInfluenceApi.getTaskInfo'];

type InstanceCommand = 'GmsInfluenceApi.startTask' | 'GmsInfluenceApi.cancelTask' | 'GmsInfluenceApi.completeTask';

/** A task command on one instance; the list, the detail page and (after completion) the coins reload. */
export function useTaskCommand<C extends InstanceCommand>(cmd: C) {
  const coins: CommandName[] = cmd === 'GmsInfluenceApi.completeTask' ? ['ParentCoinsHandler.get_family_coins_logs'] : [];
  // Settled: a refusal (expired, done elsewhere) means our copy was stale too.
  return useCommandMutation(cmd, { ...handledHere, invalidates: [...taskReads, ...coins], invalidateOn: 'settled' });
}

export function useCreateTask() {
  return useCommandMutation('GmsInfluenceApi.parentCreateTask', { ...handledHere, invalidates: taskReads });
}
