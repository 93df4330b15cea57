import { errors, type ErrorReason } from '@t1d/contract';
import { isApiError, isSilentError } from '../../shared/api';
import { serverFieldErrors } from '../../shared/form/serverFieldErrors';

export interface AddMemberFailure<F extends string> {
  /** The contract's English texts; the fields translate them. */
  fields: Partial<Record<F, string>>;
  /** Shown above the button when no field explains the failure. */
  message: string | null;
}

// Refusals that come without a field name but plainly belong to one input, by its wire name.
const reasonField: Partial<Record<ErrorReason, string>> = {
  already_member: 'invitee_email',
  child_not_linkable: 'child_login_name',
};

/**
 * Where a failed add-a-member call is explained: under the field the server (or the refusal's
 * reason) points at, if the form has that field; otherwise `fallback`, the spec's wording for the action.
 */
export function addMemberFailure<F extends string>(
  error: unknown,
  serverFields: Record<string, F>,
  fallback: string,
): AddMemberFailure<F> {
  if (isSilentError(error)) return { fields: {}, message: null };
  if (!isApiError(error) || error.kind !== 'http') return { fields: {}, message: fallback };
  const byReason = error.reason ? reasonField[error.reason] : undefined;
  const reasonErrors = byReason && error.reason ? [{ field: byReason, message: errors[error.reason].msg }] : [];
  const fields = serverFieldErrors([...error.errors, ...reasonErrors], serverFields);
  return Object.keys(fields).length > 0 ? { fields, message: null } : { fields, message: fallback };
}
