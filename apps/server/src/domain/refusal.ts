import { errors, type ErrorReason, type FieldError, type RefusalDetail } from '@t1d/contract';

/**
 * A rule said no. Services throw it by its stable code (the contract's error table); each door
 * (the gateway, the game API) turns it into its own wire shape. Anything else thrown is a 500.
 */
export class Refusal extends Error {
  constructor(
    readonly reason: ErrorReason,
    readonly detail: RefusalDetail & { retryAfterSeconds?: number } = {},
  ) {
    super(detail.msg ?? reason);
    this.name = 'Refusal';
  }
}

export const notFound = () => new Refusal('not_found');

export const tooManyAttempts = (retryAfterSeconds: number) => new Refusal('too_many_attempts', { retryAfterSeconds });

/** Invalid input: the first problem as the message, and every field in the protocol's `errors` list. */
export const invalidFields = (fields: FieldError[]) => new Refusal('validation_failed', { msg: fields[0]?.message, errors: fields });

/** A refusal about one field, listed in the protocol's `errors` too. */
export const fieldRefusal = (reason: ErrorReason, field: string, message: string) =>
  new Refusal(reason, { msg: message, errors: [{ field, message }] });

/** What a refusal says to people: its own text when it carries one, else its table entry's. */
export const refusalMessage = (refusal: Refusal) => refusal.detail.msg ?? errors[refusal.reason].msg;
