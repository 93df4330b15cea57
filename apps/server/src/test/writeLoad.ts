import type { Db } from '../db/database.js';
import { callCommand } from './serverProcess.js';

/** A write the server answered 200: a new family's parent, and the coins its community visit earned. */
export interface AcknowledgedWrite {
  email: string;
  userId: number;
  familyId: number;
  /** The award's answer, once acknowledged; null while only the sign-up was. */
  coins: number | null;
}

export interface WriteLoad {
  /** How many sign-ups were acknowledged so far. */
  acknowledgedSoFar(): number;
  /** Stops the lanes and answers what was acknowledged and how many calls got no answer. */
  stop(): Promise<{ acknowledged: AcknowledgedWrite[]; failed: number }>;
}

/**
 * Parents signing up and claiming their community-visit coins, on `lanes` lanes at once, against
 * `baseUrl` until stopped: each sign-up writes a family, a parent and a session; each award a ledger row.
 */
export function startWriteLoad(baseUrl: string, prefix: string, lanes = 6): WriteLoad {
  const acknowledged: AcknowledgedWrite[] = [];
  let failed = 0;
  let stopped = false;
  const lane = async (number: number) => {
    for (let i = 0; !stopped; i += 1) {
      const email = `${prefix}.${number}.${i}@example.com`;
      const signup = await callCommand(baseUrl, 'ParentAuthHandler.signup', { email, password: 'correct horse' }).catch(() => null);
      if (signup?.status !== 200) {
        failed += 1;
        continue;
      }
      const write: AcknowledgedWrite = { email, userId: signup.body.data.user_id, familyId: signup.body.data.family_id, coins: null };
      acknowledged.push(write);
      const award = await callCommand(baseUrl, 'ParentCoinsHandler.award_community_entry_coin', {}, signup.body.data.token).catch(
        () => null,
      );
      if (award?.status === 200) write.coins = award.body.data.community_reward_coins;
      else failed += 1;
    }
  };
  const running = Array.from({ length: lanes }, (_, number) => lane(number));
  return {
    acknowledgedSoFar: () => acknowledged.length,
    async stop() {
      stopped = true;
      await Promise.all(running);
      return { acknowledged, failed };
    },
  };
}

/**
 * What is wrong with the acknowledged writes in `db`: a parent missing (or another id), or a family
 * whose ledger does not sum to the coins it was told it earned. Unacknowledged writes may or may not
 * be there; none may be half there (a ledger row without its parent is caught by the foreign keys).
 */
export async function missingWrites(db: Db, writes: AcknowledgedWrite[]): Promise<string[]> {
  const problems: string[] = [];
  const users = new Map((await db.selectFrom('users').select(['id', 'email']).execute()).map((user) => [user.email, user.id]));
  const ledgerRows = await db.selectFrom('coin_ledger').select(['family_id', 'amount', 'reason']).execute();
  const ledgers = new Map<number, typeof ledgerRows>();
  for (const row of ledgerRows) ledgers.set(row.family_id, [...(ledgers.get(row.family_id) ?? []), row]);
  for (const write of writes) {
    if (users.get(write.email) !== write.userId) problems.push(`${write.email}: parent ${write.userId} not stored`);
    if (write.coins === null) continue;
    const rows = ledgers.get(write.familyId) ?? [];
    const total = rows.reduce((sum, row) => sum + Number(row.amount), 0);
    if (rows.length !== 1 || total !== write.coins) problems.push(`${write.email}: ledger ${JSON.stringify(rows)}, told ${write.coins}`);
  }
  return problems;
}
