import { errors, type FieldError } from '@t1d/contract';
import type { FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { invalidFields, Refusal, refusalMessage } from '../domain/refusal.js';

/**
 * The game API's error body (docs/protocol.md): `{code, msg, reason}`, and the invalid fields on a 400.
 * `code` is the HTTP status here (the gateway's envelope may differ), as the game has always read it;
 * `reason` is the refusal's stable code, as on the gateway.
 */
export function sendGameRefusal(reply: FastifyReply, refusal: Refusal) {
  const { retryAfterSeconds, errors: fields } = refusal.detail;
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
  const status = errors[refusal.reason].status;
  // HTTP requires a 401 to name the scheme that would be accepted: this door takes only bearer keys.
  if (status === 401) reply.header('www-authenticate', 'Bearer');
  return reply
    .status(status)
    .send({ code: status, msg: refusalMessage(refusal), reason: refusal.reason, ...(fields ? { errors: fields } : {}) });
}

/** Turns whatever went wrong into the game API's answer; only the unexpected is a 500 (and logged). */
export function gameErrorReply(error: unknown, reply: FastifyReply, log: (error: unknown) => void) {
  if (error instanceof Refusal) return sendGameRefusal(reply, error);
  if (hasZodFastifySchemaValidationErrors(error)) {
    return sendGameRefusal(reply, invalidFields(fieldErrors(error.validation)));
  }
  const known = error as { statusCode?: number; code?: string };
  if (known.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendGameRefusal(reply, new Refusal('body_too_large'));
  if (known.statusCode === 400 || known.statusCode === 415) return sendGameRefusal(reply, new Refusal('body_not_json'));
  log(error);
  return sendGameRefusal(reply, new Refusal('internal_error'));
}

/** One entry per invalid field, named like the gateway's (`events.3.count`). */
function fieldErrors(issues: { instancePath: string; message?: string }[]): FieldError[] {
  const seen = new Set<string>();
  const fields: FieldError[] = [];
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.') || 'body';
    if (seen.has(field)) continue;
    seen.add(field);
    fields.push({ field, message: issue.message ?? 'Invalid value' });
  }
  return fields;
}
