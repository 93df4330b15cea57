/**
 * Why a command failed:
 * - http: the server answered with an error envelope;
 * - network: no answer (offline, DNS, timeout);
 * - cancelled: we aborted it ourselves (unmount, newer query, session expiry) and nobody should hear of it;
 * - expired: the answer meant the session is gone; the session-expired flow already tells the user.
 */
type ApiErrorKind = 'http' | 'network' | 'cancelled' | 'expired';

import type { ErrorReason, FieldError } from '@t1d/contract';
import { errorReasons } from './errorReasons';

export type { FieldError };

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when there was no answer. */
  readonly status: number;
  /** The server's `msg` (or `message`), in English as the server sends it. */
  readonly msg: string;
  readonly errors: FieldError[];
  /** The envelope's `code`, which can differ from the HTTP status (e.g. 403 inside a 401). */
  readonly code: number | null;
  /**
   * The refusal's stable code (contract errors.ts): the one thing the app tells failures apart by,
   * since `msg` may be reworded. Null without an answer, or from a server that sent none.
   */
  readonly reason: ErrorReason | null;

  constructor(init: {
    kind: ApiErrorKind;
    status?: number;
    msg?: string;
    errors?: FieldError[];
    code?: number | null;
    reason?: ErrorReason | null;
  }) {
    super(init.msg || init.kind);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.msg = init.msg ?? '';
    this.errors = init.errors ?? [];
    this.code = init.code ?? null;
    this.reason = init.reason ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Failures the UI must stay quiet about: our own cancellations, and expiry (its modal speaks). */
export function isSilentError(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'cancelled' || error.kind === 'expired');
}

/** True when `error` is a refusal with one of `reasons`. */
export function isRefusal(error: unknown, ...reasons: ErrorReason[]): error is ApiError & { reason: ErrorReason } {
  return isApiError(error) && error.kind === 'http' && error.reason !== null && reasons.includes(error.reason);
}

/** One of the contract's refusal codes. */
function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && (errorReasons as readonly string[]).includes(value);
}

/** What an error body says, as ApiError fields: `msg` (or the workflow envelope's `message`), `errors`, `code`, `reason`. */
export function readFailure(body: Record<string, unknown>) {
  const msg = typeof body.msg === 'string' ? body.msg : typeof body.message === 'string' ? body.message : '';
  const code = typeof body.code === 'number' ? body.code : null;
  const reason = isErrorReason(body.reason) ? body.reason : null;
  return { msg, errors: readFieldErrors(body.errors), code, reason };
}

/**
 * The server's per-field verdicts (a 400's `errors`) for the fields a form has, the first message for
 * each. Form fields carry the wire names, so a verdict lands on its field as it is named; verdicts
 * about fields the form does not show are left out (the caller decides where those go).
 */
export function errorsOnFields(errors: readonly FieldError[], fields: Iterable<string>): Record<string, string> {
  const known = new Set(fields);
  const onFields: Record<string, string> = {};
  for (const { field, message } of errors) {
    if (known.has(field) && !Object.hasOwn(onFields, field)) onFields[field] = message;
  }
  return onFields;
}

export function isNetworkError(error: unknown): boolean {
  return isApiError(error) && error.kind === 'network';
}

/** The `errors` list of a body, keeping only well-formed entries. */
function readFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is FieldError =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as FieldError).field === 'string' &&
      typeof (entry as FieldError).message === 'string',
  );
}
