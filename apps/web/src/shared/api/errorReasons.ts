import { errors, type ErrorReason } from '@t1d/contract';

/**
 * The contract's refusal codes, the ones an answer's `reason` may carry. The contract's table also
 * holds each refusal's status and English text; the build keeps only the codes (vite.config.ts,
 * contractData), since every page reads answers and few show the table's texts.
 */
export const errorReasons = Object.keys(errors) as ErrorReason[];
