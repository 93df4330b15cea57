import type { CommandName } from '@t1d/contract';
import type { CallerContext } from './context.js';
import { appendAudit } from '../audit/auditLog.js';
import { auditPlans, type AuditPlan } from './auditPlans.js';

/**
 * Runs a command's handler and, for an operator write, logs it (ADR 0023): the object is read just
 * before the write and the row appended just after it commits. A write that is refused logs nothing.
 */
export async function runAudited(name: CommandName, input: unknown, context: unknown, run: () => Promise<unknown>): Promise<unknown> {
  const plan = (auditPlans as Partial<Record<CommandName, AuditPlan<CommandName>>>)[name];
  if (!plan) return run();
  const caller = context as CallerContext;
  const before = plan.before ? await plan.before(input as never, caller) : null;
  const result = await run();
  await appendAudit(caller.db, {
    at: caller.clock.now(),
    userId: caller.caller.userId,
    cmd: name,
    target: plan.target(input as never, result as never),
    before,
    after: plan.after ? plan.after(result as never) : result,
  });
  return result;
}
