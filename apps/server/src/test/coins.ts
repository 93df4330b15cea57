import type { CommandName } from '@t1d/contract';
import { expect } from 'vitest';
import type { Parent, TestApp } from './testApp.js';

export const totalCoins = async (t: TestApp, parent: Parent): Promise<number> =>
  (await t.call('ParentCoinsHandler.get_family_coins_logs', {}, parent.token)).body.data.total_coins;

/** 50 identical award calls at once: one grants `amount` in `field`, 49 grant 0, one ledger row. */
export async function concurrentlyOnce(
  t: TestApp,
  parent: Parent,
  cmd: CommandName,
  input: object,
  field: string,
  reason: string,
  amount: number,
) {
  const before = await totalCoins(t, parent);
  const answers = await Promise.all(Array.from({ length: 50 }, () => t.call(cmd, input as never, parent.token)));
  expect(answers.every((a) => a.status === 200)).toBe(true);
  const granted = answers.map((a) => a.body.data[field]);
  expect(granted.filter((coins) => coins === amount)).toHaveLength(1);
  expect(granted.filter((coins) => coins === 0)).toHaveLength(49);
  const rows = await t.database.db
    .selectFrom('coin_ledger')
    .select('id')
    .where('family_id', '=', parent.familyId)
    .where('reason', '=', reason as never)
    .execute();
  expect(rows).toHaveLength(1);
  expect(await totalCoins(t, parent)).toBe(before + amount);
}
