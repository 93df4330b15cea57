import { lazyRules } from '../../shared/wireForm';

/** The Edit Name form, named as on the wire. */
export type EditNameValues = { real_name: string };

/** The Edit Name form's rules (nameRules.ts), fetched when the form is first used. */
export const editNameRules = lazyRules<EditNameValues>(() => import('./nameRules').then((rules) => rules.validateEditName));

/**
 * The name to send when the Edit Name form is saved, or null when there is nothing to save:
 * an empty (trimmed) name just closes the form with no change, and so does
 * the name the member already has.
 */
export function nameToSave(current: string | null, input: string): string | null {
  const name = input.trim();
  if (name === '' || name === (current ?? '').trim()) return null;
  return name;
}
