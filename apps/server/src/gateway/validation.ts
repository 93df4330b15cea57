import type { $ZodError } from 'zod/v4/core';

export interface FieldProblem {
  field: string;
  message: string;
}

/** Zod issues as the protocol's `errors` list, one entry per field, in schema order. */
export function fieldProblems(error: $ZodError): FieldProblem[] {
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    if (seen.has(field)) continue;
    seen.add(field);
    problems.push({ field, message: issue.message });
  }
  return problems;
}
