import { commands } from '@t1d/contract';
import type { FormErrors } from '@mantine/form';
import { contractRules } from '../../shared/wireForm';

/** The Edit Name form, named as on the wire. */
export type EditNameValues = { real_name: string };

// The same rule for a parent's name and a child's.
const realNameRule = contractRules<EditNameValues>(commands['ParentFamilyHandler.update_parent_real_name'].input.pick({ real_name: true }));

/**
 * The name to send when the Edit Name form is saved, or null when there is nothing to save:
 * an empty (trimmed) name just closes the form with no change (spec section 5), and so does
 * the name the member already has.
 */
export function nameToSave(current: string | null, input: string): string | null {
  const name = input.trim();
  if (name === '' || name === (current ?? '').trim()) return null;
  return name;
}

/** The contract's rule for a real name, except that emptiness is no error here: it means "no change". */
export function realNameProblem(input: string): string | undefined {
  if (input.trim() === '') return undefined;
  const problem = realNameRule({ real_name: input }).real_name;
  return typeof problem === 'string' ? problem : undefined;
}

export function validateEditName(values: EditNameValues): FormErrors {
  const problem = realNameProblem(values.real_name);
  return problem ? { real_name: problem } : {};
}
