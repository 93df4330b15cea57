import type { CommandInput, CommandName, CommandOutput } from '@t1d/contract';
import { enqueueRead } from './batch';
import { stopReadingAhead } from '../lastDashboard/lastDashboard';
import { ApiError } from './errors';
import { isExpiring } from './expiry';
import { sendCommand, type CallOptions } from './transport';

export { GATEWAY_URL, meansSessionExpired, REQUEST_TIMEOUT_MS, type CallOptions } from './transport';

/**
 * Calls one gateway command. Input and output types come from the contract registry, so a caller
 * can neither misspell a command nor send or read the wrong shape. A read marked `batch` may travel
 * with the others of the same tick in one request; it answers exactly as alone.
 */
export async function callCommand<C extends CommandName>(
  cmd: C,
  input: CommandInput<C>,
  options: CallOptions = {},
): Promise<CommandOutput<C>> {
  if (isExpiring() && !options.duringExpiry) throw new ApiError({ kind: 'cancelled', msg: 'Session expiry in progress' });
  if (options.batch) return enqueueRead(cmd, input, options);
  // What the page's first script read ahead (ADR 0046) is older than whatever this call may change.
  if (!options.read) stopReadingAhead();
  return sendCommand(cmd, input, options);
}
