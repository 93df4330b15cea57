import type * as z from 'zod/mini';

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

/**
 * What a command does to the server's state, declared rather than guessed from its name. `write`: it
 * may change a row (a session, a sign-in, a red flag its read of the day raises, today's tasks its list
 * creates), send a mail, or set a cookie that starts a sign-in. `read`: it changes nothing, whoever calls
 * it and however often (the server's authorization matrix checks that). Each operator write is logged
 * in the audit log (docs/decisions/0023-texts-the-hospital-edits-and-an-audited-console.md).
 */
export type Effect = 'read' | 'write';

export interface CommandDefinition<
  I extends z.ZodMiniType = z.ZodMiniType,
  O extends z.ZodMiniType = z.ZodMiniType,
  A extends Access = Access,
  E extends Effect = Effect,
> {
  input: I;
  output: O;
  envelope: EnvelopeKind;
  access: A;
  effect: E;
  /**
   * The rate-limit bucket, for the commands docs/protocol.md rate-limits, per client address: `signin`
   * (passwords), `signup`, `inviteLookup`, `googleStart` count every call; `secret` (commands that
   * present a 256-bit secret, which nobody guesses) counts only the calls it refuses and never holds
   * back a good one, so one address sending junk cannot keep the parents who share it from restoring
   * their sessions.
   */
  rateLimit?: 'signin' | 'signup' | 'inviteLookup' | 'googleStart' | 'secret';
}

export function command<I extends z.ZodMiniType, O extends z.ZodMiniType, A extends Access, E extends Effect>(
  definition: CommandDefinition<I, O, A, E>,
): CommandDefinition<I, O, A, E> {
  return definition;
}
