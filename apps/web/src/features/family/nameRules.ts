import { parentFamilyHandler } from '@t1d/contract';
import * as z from 'zod/mini';
import type { FormErrors } from '@mantine/form';
import { contractRules } from '../../shared/wireForm';
import type { EditNameValues } from './nameChange';

// The Edit Name form's rule is the contract's schema, and zod with it: the form fetches this module
// when it is first used (nameChange.ts).

// The same rule for a parent's name and a child's.
const realNameRule = contractRules<EditNameValues>(
  z.pick(parentFamilyHandler['ParentFamilyHandler.update_parent_real_name'].input, { real_name: true }),
);

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
