import type { CommandOutput } from '@t1d/contract';
import { callCommand } from '../../shared/api';

type AuthAnswer = CommandOutput<'ParentAuthHandler.redeemLoginToken'>;

// A login link works once: a screen mounted twice (React's development double run, a quick
// back-and-forth) must share the one exchange rather than spend the link and then fail.
const exchanges = new Map<string, Promise<AuthAnswer>>();

/** Exchanges a one-time parent login link's token for a session (ParentAuthHandler.redeemLoginToken). */
export function redeemLoginLink(token: string): Promise<AuthAnswer> {
  if (token === '') return Promise.reject(new Error('no login link token'));
  let exchange = exchanges.get(token);
  if (!exchange) {
    exchange = callCommand('ParentAuthHandler.redeemLoginToken', { token });
    exchanges.set(token, exchange);
  }
  return exchange;
}

/** Where a failed link sends the parent: /signup, with the rest of the query kept and the reason shown there. */
export interface LoginLinkFailure {
  loginLinkFailed: true;
}

export const isLoginLinkFailure = (state: unknown): state is LoginLinkFailure =>
  typeof state === 'object' && state !== null && (state as Partial<LoginLinkFailure>).loginLinkFailed === true;
