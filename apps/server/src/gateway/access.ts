import type { Access } from '@t1d/contract';
import { resolveCaller, type Caller } from '../auth/sessions.js';
import { Refusal } from '../domain/refusal.js';
import type { Services } from '../services.js';

/**
 * The gateway's access step, for every door that answers a command (a call, a batch, the chat's
 * stream): the signed-in caller that a command of `access` needs, or the refusal that says why not.
 */
export async function callerFor(
  access: Exclude<Access, 'public'>,
  token: string | null,
  services: Pick<Services, 'db' | 'clock'>,
): Promise<Caller> {
  return callerWithAccess(access, token ? await resolveCaller(services.db, services.clock, token) : null);
}

/** The caller if it may run a command of `access`; the refusal that says why not otherwise. */
export function callerWithAccess(access: Exclude<Access, 'public'>, caller: Caller | null): Caller {
  if (!caller) throw new Refusal('token_expired');
  if (access === 'operator' && !caller.isOperator) throw new Refusal('operator_required');
  return caller;
}
