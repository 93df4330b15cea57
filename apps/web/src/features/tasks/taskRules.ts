import { parentCreateTaskInput, type CommandInput } from '@t1d/contract';
import type { FormErrors } from '@mantine/form';
import { contractRules } from '../../shared/wireForm';
import { emptyDates, toCreateInput, type TaskFormValues } from './taskForm';

// The task form's rules are the contract's schema, and zod with it: the form fetches this module when
// it is first used (taskForm.ts).

type CreateInput = CommandInput<'GmsInfluenceApi.parentCreateTask'>;

const judgedWhole = contractRules(parentCreateTaskInput, { input: toCreateInput, extra: emptyDates });

// The schema's cross-field rules (end after start, a link for website and video) only run once every
// field has the right type, so they are checked a second time on their own, with neutral values for the rest.
const judgedAcross = contractRules(parentCreateTaskInput, {
  input: (values: TaskFormValues) => ({ ...toCreateInput(values), name: 'x', desc: '', goal_category: '1', loop_type: 0, coin_amount: 0 }),
});

/**
 * The contract's schema judges the form, so the form says exactly what the server would, and a
 * parent sees every problem at once; an empty date says so first, then the schema on the whole
 * form, then its cross-field rules.
 */
export function validateTaskForm(values: TaskFormValues): FormErrors {
  return { ...judgedAcross(values), ...judgedWhole(values) };
}

/** The checked input for the command, or null while the form has problems. */
export function parseTaskForm(values: TaskFormValues): CreateInput | null {
  if (Object.keys(validateTaskForm(values)).length > 0) return null;
  const result = parentCreateTaskInput.safeParse(toCreateInput(values));
  return result.success ? result.data : null;
}
