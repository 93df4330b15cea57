import { coinReason, type CoinReason } from '@t1d/contract';

/** Every reason the ledger knows; the label keys below must cover exactly these. */
export const coinReasons: readonly CoinReason[] = coinReason.options;

/** The coins namespace key of a ledger reason's label; a reason newer than this app reads 'Coins'. */
export function coinReasonKey(reason: string): `reason.${CoinReason | 'other'}` {
  return (coinReasons as readonly string[]).includes(reason) ? `reason.${reason as CoinReason}` : 'reason.other';
}
