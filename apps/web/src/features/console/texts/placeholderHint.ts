import { placeholderProblem } from '@t1d/contract';
import type { TFunction } from 'i18next';

/**
 * What is wrong with an edit's placeholders, in the operator's language, before any save: the saved
 * wording has exactly the placeholders the app fills (the server holds every edit to that).
 */
export function placeholderHint(t: TFunction<'console'>, saved: string, edited: string): string | null {
  const problem = placeholderProblem(saved, edited);
  if (!problem) return null;
  const braces = (names: string[]) => names.map((name) => `{{${name}}}`).join(t('texts.listSeparator'));
  const parts = [];
  if (problem.missing.length) parts.push(t('texts.placeholderMissing', { names: braces(problem.missing), count: problem.missing.length }));
  if (problem.unknown.length) parts.push(t('texts.placeholderUnknown', { names: braces(problem.unknown), count: problem.unknown.length }));
  return parts.join(' ');
}
