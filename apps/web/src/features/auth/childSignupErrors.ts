import { errors } from '@t1d/contract';
import { errorsOnFields, isApiError, isRefusal, isSilentError } from '../../shared/api';
import { i18n, refusalText } from '../../shared/i18n';
import type { ChildSignUpValues } from './authForms';

/** The form's fields the server can judge, by their wire names. */
const serverFields: readonly (keyof ChildSignUpValues)[] = ['username', 'password', 'parent_email', 'location'];

interface ChildSignupFailure {
  /** By wire name; the contract's English texts, which the fields translate. */
  fields: Partial<Record<keyof ChildSignUpValues, string>>;
  /** What to show above the button, in the current language, when the failure belongs to no single field. */
  message: string | null;
}

/** Where a failed child sign-up is explained: under its field when it has one, else in one message. */
export function childSignupFailure(error: unknown): ChildSignupFailure {
  if (isSilentError(error)) return { fields: {}, message: null };
  if (!isApiError(error) || error.kind !== 'http') return { fields: {}, message: i18n.t('messages:auth.signUpError') };
  const fields: ChildSignupFailure['fields'] = errorsOnFields(error.errors, serverFields);
  // The taken username comes as a conflict without a field; it still belongs under the username.
  if (isRefusal(error, 'login_name_taken')) fields.username ??= errors.login_name_taken.msg;
  if (Object.keys(fields).length > 0) return { fields, message: null };
  return { fields, message: error.reason || error.msg ? refusalText(error) : i18n.t('messages:auth.signUpFailed') };
}
