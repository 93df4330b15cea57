import type { z } from 'zod';

/** Who may call a command; enforced once, by the gateway. */
export type Access = 'public' | 'parent' | 'operator';

/**
 * How a result is wrapped on the wire (docs/protocol.md):
 * - standard: {code:200, msg:"success", data}
 * - workflow: {code:0, message:"Success", data}
 * - workflowOptional: as workflow, and a null result is the modelled "none yet":
 *   {code:1, message:"No workflow found for this family."} (HTTP 200)
 * - success:  {success:true, code:200, data}
 * - successSpread: {success:true, code:200, ...result} for results that carry their own counters
 */
export type EnvelopeKind = 'standard' | 'workflow' | 'workflowOptional' | 'success' | 'successSpread';

export interface CommandDefinition<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType, A extends Access = Access> {
  input: I;
  output: O;
  envelope: EnvelopeKind;
  access: A;
  /**
   * The rate-limit bucket, for the commands docs/protocol.md rate-limits, per client address: `signin`
   * (passwords), `signup`, `inviteLookup`, `googleStart` count every call; `secret` (commands that
   * present a 256-bit secret, which nobody guesses) counts only the calls it refuses and never holds
   * back a good one, so one address sending junk cannot keep the parents who share it from restoring
   * their sessions.
   */
  rateLimit?: 'signin' | 'signup' | 'inviteLookup' | 'googleStart' | 'secret';
}

export function command<I extends z.ZodType, O extends z.ZodType, A extends Access>(
  definition: CommandDefinition<I, O, A>,
): CommandDefinition<I, O, A> {
  return definition;
}
