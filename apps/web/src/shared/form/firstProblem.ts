import type { z } from 'zod';

/** The first message a contract field schema gives for `value`, or undefined when it passes. */
export function firstProblem(schema: z.ZodType, value: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Drops the fields without a problem, so an empty object means "valid". */
export function onlyProblems<T extends Record<string, string | undefined>>(errors: T): Partial<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Partial<T>;
}
