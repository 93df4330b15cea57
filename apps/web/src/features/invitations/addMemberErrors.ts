import { errors, type ErrorReason } from '@t1d/contract';
import { errorsOnFields, isApiError, isSilentError } from '../../shared/api';
import { refusalText } from '../../shared/i18n/serverText';

interface AddMemberFailure {
  /** By wire name; the contract's English texts, which the fields translate. */
  fields: Record<string, string>;
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
 * reason) points at, if the form has that field (`fields`, wire names); otherwise `fallback`, the
 * product's fixed wording for the action.
 */
export function addMemberFailure(error: unknown, fields: readonly string[], fallback: string): AddMemberFailure {
  if (isSilentError(error)) return { fields: {}, message: null };
  if (!isApiError(error) || error.kind !== 'http') return { fields: {}, message: fallback };
  // Too many wrong child passwords, or the day's invitations used up: say so, rather than that the action failed.
  if (error.reason === 'too_many_attempts' || error.reason === 'too_many_invitations') return { fields: {}, message: refusalText(error) };
  const byReason = error.reason ? reasonField[error.reason] : undefined;
  const reasonErrors = byReason && error.reason ? [{ field: byReason, message: errors[error.reason].msg }] : [];
  const onFields = errorsOnFields([...error.errors, ...reasonErrors], fields);
  return Object.keys(onFields).length > 0 ? { fields: onFields, message: null } : { fields: onFields, message: fallback };
}

/**
 * Shows a failed add-a-member call on its form: the field verdicts under their fields (by wire
 * name), and the message for the line above the button, which it returns.
 */
export function showAddMemberFailure(
  form: { values: Record<string, string>; setFieldError: (field: string, message: string) => void },
  error: unknown,
  fallback: string,
): string | null {
  const failure = addMemberFailure(error, Object.keys(form.values), fallback);
  for (const [field, message] of Object.entries(failure.fields)) form.setFieldError(field, message);
  return failure.message;
}
