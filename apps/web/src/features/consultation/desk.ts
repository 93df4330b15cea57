import type { DiabetesUrls } from '@t1d/contract';
import { errorsOnFields, isApiError, isRefusal } from '../../shared/api';
import { lazyRules } from '../../shared/wireForm';

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
type UrlField = (typeof urlFields)[number];
export type UrlFormValues = Record<UrlField, string>;

/** The addresses as the form would send them. */
export const trimmedUrls = (values: UrlFormValues) => Object.fromEntries(urlFields.map((field) => [field, values[field].trim()]));

/** The contract's own check of each address (deskRules.ts), fetched when the form is first used. */
export const urlRules = lazyRules<UrlFormValues>(() => import('./deskRules').then((rules) => rules.validateUrls));

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
export function urlFieldErrors(error: unknown): Partial<Record<UrlField, string>> {
  return isApiError(error) ? errorsOnFields(error.errors, urlFields) : {};
}
