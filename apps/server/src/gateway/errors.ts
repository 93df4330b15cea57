import { protocolMessages } from '@t1d/contract';

/** A refusal with its exact HTTP status and body; anything else thrown becomes a 500. */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(String(body.msg ?? body.message ?? status));
  }
}

export const notFound = () => new GatewayError(404, { code: 404, msg: protocolMessages.notFound });

export const tokenExpired = () =>
  new GatewayError(401, { code: 403, msg: protocolMessages.tokenExpired, error: 'forbidden', forbidden: 0 });

export const operatorRequired = () =>
  new GatewayError(403, { code: 403, msg: protocolMessages.operatorRequired });

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new GatewayError(
    429,
    { code: 429, msg: protocolMessages.tooManyAttempts },
    { 'retry-after': String(retryAfterSeconds) },
  );

export const badRequest = (msg: string, errors?: { field: string; message: string }[]) =>
  new GatewayError(400, errors ? { code: 400, msg, errors } : { code: 400, msg });

/** A command that understood the request but will not do it (e-mail taken, invite used, ...). */
export const refused = (status: 400 | 409, msg: string) => new GatewayError(status, { code: status, msg });
