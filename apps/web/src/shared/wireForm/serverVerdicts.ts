import { errorsOnFields, isApiError } from '../api';

// Not in the index: the forms' rules import the index, and must not bring the gateway's client with them.

/**
 * A refused submit shown on its form: the server's per-field verdicts (400 with errors[]) go under the
 * fields of the same wire name. Answers true when none did, so the form says the failure in its own
 * general words instead.
 */
export function putVerdictsOnFields(
  form: { setFieldError: (field: string, message: string) => void },
  error: unknown,
  fields: Iterable<string>,
): boolean {
  const onFields = isApiError(error) ? errorsOnFields(error.errors, fields) : {};
  for (const [field, message] of Object.entries(onFields)) form.setFieldError(field, message);
  return Object.keys(onFields).length === 0;
}
