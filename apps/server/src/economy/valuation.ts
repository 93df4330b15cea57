import type { TokenValuation } from '@t1d/contract';
import type { Db } from '../db/database.js';
import type { OperatorScope } from '../domain/scope.js';

/**
 * The value the programme last published for its heroic tokens (ADR 0033), or nulls until it has
 * published one: the product never shows a figure nobody set.
 */
export async function readValuation(db: Db, currency: string): Promise<TokenValuation> {
  const latest = await db
    .selectFrom('token_valuations')
    .select(['total_tokens', 'market_value_cents', 'published_at'])
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return { total_tokens: null, market_value: null, currency, published_at: null };
  return {
    total_tokens: latest.total_tokens,
    market_value: latest.market_value_cents / 100,
    currency,
    published_at: latest.published_at,
  };
}

/** An operator publishes the figures parents see, dated now; earlier ones stay as the record of what was shown. */
export async function publishValuation(
  db: Db,
  operator: OperatorScope,
  input: { total_tokens: number; market_value: number },
  currency: string,
  now: number,
): Promise<TokenValuation> {
  await db
    .insertInto('token_valuations')
    .values({
      total_tokens: input.total_tokens,
      market_value_cents: Math.round(input.market_value * 100),
      published_by: operator.userId,
      published_at: now,
    })
    .execute();
  return readValuation(db, currency);
}
