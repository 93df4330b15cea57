import { schemaResolver, type FormErrors } from '@mantine/form';
import * as z from 'zod/mini';

/** A contract schema: every zod schema is a Standard Schema, which is what Mantine's resolver takes. */
type ContractSchema = Parameters<typeof schemaResolver>[0];

type FieldProblems<V> = Partial<Record<keyof V & string, string | undefined>>;

interface ContractRulesOptions<V> {
  /** What the form would send, when that is not the values themselves (an empty optional field left out). */
  input?: (values: V) => unknown;
  /** The rules only the client knows (confirm password); each on its own field, ahead of the schema's. */
  extra?: (values: V) => FieldProblems<V>;
}

/**
 * A form's validation by the contract (ADR 0001: each command is declared once, for both sides): the
 * command's input schema judges what the form would send, through Mantine's `schemaResolver`, so the
 * form says what the server would, word for word. Form fields carry the wire names, so each problem
 * lands on its field as the schema names it; a problem about something the form does not show is left
 * to the server's answer. Messages are the contract's English texts; the fields translate them
 * (useWireForm).
 */
export function contractRules<V extends Record<string, string>>(schema: ContractSchema, options: ContractRulesOptions<V> = {}) {
  // A check without words of its own (none a form shows today) is worded in zod's English, as the
  // server words it; zod/mini leaves it as "Invalid input" until that is set. Set here, not on import, so
  // that only the rules' chunks carry it.
  z.config(z.locales.en());
  const bySchema = schemaResolver(schema, { sync: true });
  return (values: V): FormErrors => {
    const errors: FormErrors = {};
    for (const [field, message] of Object.entries(bySchema(options.input ? options.input(values) : values))) {
      if (Object.hasOwn(values, field)) errors[field] = message;
    }
    for (const [field, message] of Object.entries(options.extra?.(values) ?? {})) {
      if (message) errors[field] = message;
    }
    return errors;
  };
}
