/**
 * The text service's rules (docs/protocol.md, ParentTextHandler), shared by the
 * server, which enforces them, and the operator console, which explains them before a save.
 */

/** The section the sign-up page reads before anyone signs in: the only one open without a token. */
export const publicTextSection = 'signup';

/** The longest text an operator may write for one key. */
export const textMaxLength = 2000;

const placeholderPattern = /\{\{\s*([^{}\s]+)\s*\}\}/g;

/** The `{{name}}` placeholders of a text, each once, in order of appearance. */
export function textPlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(placeholderPattern)].map((match) => match[1]!))];
}

export interface PlaceholderProblem {
  /** Placeholders of the app's own text that the edit dropped: the app's value would not show. */
  missing: string[];
  /** Placeholders the app does not fill: they would show as written. */
  unknown: string[];
}

/** What an edit does wrong with the placeholders the app fills in `reference`, or null when nothing. */
export function placeholderProblem(reference: string, edited: string): PlaceholderProblem | null {
  const expected = textPlaceholders(reference);
  const found = textPlaceholders(edited);
  const missing = expected.filter((name) => !found.includes(name));
  const unknown = found.filter((name) => !expected.includes(name));
  return missing.length || unknown.length ? { missing, unknown } : null;
}

const braces = (names: string[]) => names.map((name) => `{{${name}}}`).join(', ');

/** The refusal's words for a placeholder problem, naming each placeholder. */
export function placeholderProblemMessage(problem: PlaceholderProblem): string {
  const parts = [];
  if (problem.missing.length) parts.push(`Keep ${braces(problem.missing)} in this text: the app puts a value there`);
  if (problem.unknown.length) parts.push(`Remove ${braces(problem.unknown)}: the app has no value for it`);
  return parts.join('. ');
}
