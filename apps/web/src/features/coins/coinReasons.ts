import type { CoinReason } from '@t1d/contract';
import { coinReasons } from './coinReasonList';

// The label keys below must cover exactly the reasons the ledger knows.
export { coinReasons };

/** The coins namespace key of a ledger reason's label; a reason newer than this app reads 'Coins'. */
export function coinReasonKey(reason: string): `reason.${CoinReason | 'other'}` {
  return (coinReasons as readonly string[]).includes(reason) ? `reason.${reason as CoinReason}` : 'reason.other';
}
