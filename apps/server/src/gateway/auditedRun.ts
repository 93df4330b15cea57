import type { CommandName } from '@t1d/contract';
import type { CallerContext } from './context.js';
import { appendAudit } from '../audit/auditLog.js';
import { inTransaction } from '../db/transactions.js';
import { auditPlans, type AuditPlan } from './auditPlans.js';

/**
 * Runs a command's handler and, for an operator write, logs it (ADR 0023). The object is read before
 * the write, and the write and its audit row go in one transaction: the handler is given a context
 * whose `db` is that transaction, so a change is never without its row, nor a row without its change.
 * A write that is refused (or fails) changes nothing and logs nothing.
 */
export async function runAudited(
  name: CommandName,
  input: unknown,
  context: unknown,
  run: (context: unknown) => Promise<unknown>,
): Promise<unknown> {
  // The plans are exactly the operator writes (their type and auditPlans.test.ts say so).
  const plan = (auditPlans as Partial<Record<CommandName, AuditPlan<CommandName>>>)[name];
  if (!plan) return run(context);
  const caller = context as CallerContext;
  return inTransaction(caller.db, async (db) => {
    const audited: CallerContext = { ...caller, db };
    const before = plan.before ? await plan.before(input as never, audited) : null;
    const result = await run(audited);
    await appendAudit(db, {
      at: caller.clock.now(),
      userId: caller.caller.userId,
      cmd: name,
      target: plan.target(input as never, result as never),
      before,
      after: plan.after ? plan.after(result as never) : result,
    });
    return result;
  });
}
