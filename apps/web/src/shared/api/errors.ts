/**
 * Why a command failed:
 * - http: the server answered with an error envelope;
 * - network: no answer (offline, DNS, timeout);
 * - cancelled: we aborted it ourselves (unmount, newer query, session expiry) and nobody should hear of it;
 * - expired: the answer meant the session is gone; the session-expired flow already tells the user.
 */
export type ApiErrorKind = 'http' | 'network' | 'cancelled' | 'expired';

export interface FieldError {
  field: string;
  message: string;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when there was no answer. */
  readonly status: number;
  /** The server's `msg` (or `message`), in English as the server sends it. */
  readonly msg: string;
  readonly errors: FieldError[];
  /** The envelope's `code`, which can differ from the HTTP status (e.g. 403 inside a 401). */
  readonly code: number | null;

  constructor(init: { kind: ApiErrorKind; status?: number; msg?: string; errors?: FieldError[]; code?: number | null }) {
    super(init.msg || init.kind);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.msg = init.msg ?? '';
    this.errors = init.errors ?? [];
    this.code = init.code ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Failures the UI must stay quiet about: our own cancellations, and expiry (its modal speaks). */
export function isSilentError(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'cancelled' || error.kind === 'expired');
}

export function isNetworkError(error: unknown): boolean {
  return isApiError(error) && error.kind === 'network';
}

/** The `errors` list of a body, keeping only well-formed entries. */
export function readFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is FieldError =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as FieldError).field === 'string' &&
      typeof (entry as FieldError).message === 'string',
  );
}
