import { commands, type DiabetesUrls } from '@t1d/contract';
import { isApiError, isRefusal } from '../../shared/api';
import { onlyProblems, firstProblem } from '../../shared/form/firstProblem';
import type { FieldErrors } from '../../shared/form/useValidatedForm';

/** A parent (or anyone without the operator role) on the clinic desk. */
export function isOperatorRequired(error: unknown): boolean {
  return isRefusal(error, 'operator_required');
}

export type QueueFilter = 'waiting' | 'all';

export function queueFilterFromQuery(raw: string | null): QueueFilter {
  return raw === 'all' ? 'all' : 'waiting';
}

/** How long a family has been in its stage, in the largest whole unit (for Intl.RelativeTimeFormat). */
export function elapsed(sinceSeconds: number, nowSeconds: number): { value: number; unit: 'minute' | 'hour' | 'day' } {
  const seconds = Math.max(0, nowSeconds - sinceSeconds);
  if (seconds < 3600) return { value: Math.floor(seconds / 60), unit: 'minute' };
  if (seconds < 86_400) return { value: Math.floor(seconds / 3600), unit: 'hour' };
  return { value: Math.floor(seconds / 86_400), unit: 'day' };
}

export const urlFields = ['book_appointment_paid_url', 'doctor_referral_url', 'parent_lesson_plans_url', 'ceo_intro_url'] as const;
export type UrlField = (typeof urlFields)[number];
export type UrlFormValues = Record<UrlField, string>;

const urlSchemas = commands['OperatorConsultationHandler.saveUrls'].input.shape;

/** The contract's own check of each address (house rule 3): the server runs the same one. */
export function validateUrls(values: UrlFormValues): FieldErrors<UrlFormValues> {
  return onlyProblems(Object.fromEntries(urlFields.map((field) => [field, firstProblem(urlSchemas[field], values[field].trim())])) as Record<UrlField, string | undefined>);
}

/** Only the addresses that changed: an unchanged default must not be pinned as a setting. */
export function changedUrls(saved: DiabetesUrls, values: UrlFormValues): Partial<DiabetesUrls> {
  const changes: Partial<DiabetesUrls> = {};
  for (const field of urlFields) {
    const value = values[field].trim();
    if (value !== saved[field]) changes[field] = value;
  }
  return changes;
}

/** The server's per-field verdicts (400 with errors[]), by field. */
export function urlFieldErrors(error: unknown): FieldErrors<UrlFormValues> {
  const fields: FieldErrors<UrlFormValues> = {};
  if (!isApiError(error)) return fields;
  for (const { field, message } of error.errors) {
    if ((urlFields as readonly string[]).includes(field) && !fields[field as UrlField]) fields[field as UrlField] = message;
  }
  return fields;
}
