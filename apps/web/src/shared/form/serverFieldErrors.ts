import type { FieldError } from '../api/errors';

/**
 * The server's per-field errors put on the form's own fields, the first message for each.
 * `serverFields` maps the server's field names (invite_code) to the form's (inviteCode); errors
 * for fields the form does not have are left out.
 */
export function serverFieldErrors<F extends string>(
  errors: readonly FieldError[],
  serverFields: Readonly<Record<string, F>>,
): Partial<Record<F, string>> {
  const fields: Partial<Record<F, string>> = {};
  for (const { field, message } of errors) {
    const name = Object.hasOwn(serverFields, field) ? serverFields[field] : undefined;
    if (name && !fields[name]) fields[name] = message;
  }
  return fields;
}
