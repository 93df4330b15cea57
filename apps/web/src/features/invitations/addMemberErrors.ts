import { familyMessages } from '@t1d/contract';
import { isApiError, isSilentError } from '../../shared/api';
import { serverFieldErrors } from '../../shared/form/serverFieldErrors';

export interface AddMemberFailure<F extends string> {
  fields: Partial<Record<F, string>>;
  /** Shown above the button when no field explains the failure. */
  message: string | null;
}

// Refusals that come without a field name but plainly belong to one input.
const messageField: Record<string, 'email' | 'loginName'> = {
  [familyMessages.alreadyMember]: 'email',
  [familyMessages.childNotLinkable]: 'loginName',
};

/**
 * Where a failed add-a-member call is explained: under the field the server (or its message)
 * points at, if the form has that field; otherwise `fallback`, the spec's wording for the action.
 */
export function addMemberFailure<F extends string>(
  error: unknown,
  serverFields: Record<string, F>,
  fallback: string,
): AddMemberFailure<F> {
  if (isSilentError(error)) return { fields: {}, message: null };
  if (!isApiError(error) || error.kind !== 'http') return { fields: {}, message: fallback };
  const fields = serverFieldErrors(error.errors, serverFields);
  const byMessage = messageField[error.msg];
  const formFields = new Set<string>(Object.values(serverFields));
  if (byMessage && formFields.has(byMessage) && !fields[byMessage as F]) fields[byMessage as F] = error.msg;
  return Object.keys(fields).length > 0 ? { fields, message: null } : { fields, message: fallback };
}
