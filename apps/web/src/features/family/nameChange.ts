import { limits, validationMessages as m } from '@t1d/contract';

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

/** The one rule the form checks itself; emptiness is not an error here, it means "no change". */
export function realNameProblem(input: string): string | undefined {
  return input.trim().length > limits.nameMax ? m.textTooLong : undefined;
}
