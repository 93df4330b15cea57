import type { Db } from '../db/database.js';
import { notFound } from '../domain/refusal.js';
import type { OperatorScope } from '../domain/scope.js';

export async function familyTokenTotal(db: Db, familyId: number): Promise<number> {
  const { total } = await db
    .selectFrom('token_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.val(0)).as('total'))
    .where('family_id', '=', familyId)
    .executeTakeFirstOrThrow();
  return Number(total);
}

interface TokenGrant {
  familyId: number;
  /** Negative for a correction. */
  amount: number;
  reason: string;
  /** The reason in Chinese, for parents who read the app in Chinese; null: they read `reason`. */
  reasonZh: string | null;
  /** The operator who granted it; null for the programme's own grants. */
  grantedBy: number | null;
}

/** Writes a grant (or a correction) to a family's token ledger, with who and why. */
export async function recordTokenGrants(db: Db, grants: TokenGrant[], now: number): Promise<void> {
  if (grants.length === 0) return;
  await db
    .insertInto('token_ledger')
    .values(
      grants.map((grant) => ({
        family_id: grant.familyId,
        amount: grant.amount,
        reason: grant.reason,
        reason_zh: grant.reasonZh,
        granted_by: grant.grantedBy,
        created_at: now,
      })),
    )
    .execute();
}

interface KeyedGrant {
  familyId: number;
  amount: number;
  reason: string;
  reasonZh: string | null;
  /** The grant's identity, e.g. "heroic:3:evt-9" or "milestone:42:family_goals_10" (ADR 0033). */
  reasonKey: string;
}

/**
 * Writes a grant the product makes (not an operator) once, ever: the ledger's unique reason key turns
 * every repeat, however concurrent, into a no-op. Answers whether this call wrote it.
 */
export async function grantTokensOnce(db: Db, grant: KeyedGrant, now: number): Promise<boolean> {
  const row = await db
    .insertInto('token_ledger')
    .values({
      family_id: grant.familyId,
      amount: grant.amount,
      reason: grant.reason,
      reason_zh: grant.reasonZh,
      reason_key: grant.reasonKey,
      granted_by: null,
      created_at: now,
    })
    .onConflict((oc) => oc.column('reason_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the grant `reasonKey` names is in the ledger. */
export async function hasTokenGrant(db: Db, reasonKey: string): Promise<boolean> {
  return (await db.selectFrom('token_ledger').select('id').where('reason_key', '=', reasonKey).executeTakeFirst()) !== undefined;
}

/** An operator grants tokens to the family a family code names. */
export async function grantTokens(
  db: Db,
  operator: OperatorScope,
  input: { family_code: string; amount: number; reason: string; reason_zh?: string | undefined },
  now: number,
) {
  const family = await db.selectFrom('families').select('id').where('p_code', '=', input.family_code.toUpperCase()).executeTakeFirst();
  if (!family) throw notFound();
  const grant = { familyId: family.id, amount: input.amount, reason: input.reason, reasonZh: input.reason_zh ?? null };
  await recordTokenGrants(db, [{ ...grant, grantedBy: operator.userId }], now);
  return { family_id: family.id, total_tokens: await familyTokenTotal(db, family.id) };
}
