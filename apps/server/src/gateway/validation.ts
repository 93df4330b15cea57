import type { z } from 'zod';

export interface FieldProblem {
  field: string;
  message: string;
}

/** Zod issues as the protocol's `errors` list, one entry per field, in schema order. */
export function fieldProblems(error: z.ZodError): FieldProblem[] {
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
