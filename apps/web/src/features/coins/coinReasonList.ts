import { coinReason, type CoinReason } from '@t1d/contract';

/**
 * Every reason the ledger knows, from the contract's enum. The build keeps the list, not the
 * schema (vite.config.ts, contractData), so the coin screens need no zod.
 */
export const coinReasons: readonly CoinReason[] = coinReason.options;
