import { errors } from '@t1d/contract';
import { isApiError, isRefusal, isSilentError } from '../../shared/api';
import { serverFieldErrors } from '../../shared/form/serverFieldErrors';
import type { FieldErrors } from '../../shared/form/useValidatedForm';
import { i18n, refusalText } from '../../shared/i18n';
import type { ChildSignUpValues } from './validation';

const formField: Record<string, keyof ChildSignUpValues> = {
  username: 'username',
  password: 'password',
  parent_email: 'parentEmail',
  location: 'location',
};

export interface ChildSignupFailure {
  /** The contract's English texts; the fields translate them. */
  fields: FieldErrors<ChildSignUpValues>;
  /** What to show above the button, in the current language, when the failure belongs to no single field. */
  message: string | null;
}

/** Where a failed child sign-up is explained: under its field when it has one, else in one message. */
export function childSignupFailure(error: unknown): ChildSignupFailure {
  if (isSilentError(error)) return { fields: {}, message: null };
  if (!isApiError(error) || error.kind !== 'http') return { fields: {}, message: i18n.t('messages:auth.signUpError') };
  const fields: FieldErrors<ChildSignUpValues> = serverFieldErrors(error.errors, formField);
  // The taken username comes as a conflict without a field; it still belongs under the username.
  if (isRefusal(error, 'login_name_taken')) fields.username ??= errors.login_name_taken.msg;
  if (Object.keys(fields).length > 0) return { fields, message: null };
  return { fields, message: error.reason || error.msg ? refusalText(error) : i18n.t('messages:auth.signUpFailed') };
}
