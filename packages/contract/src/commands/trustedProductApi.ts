import * as z from 'zod/mini';
import { command } from '../define.js';
import { id } from '../fields.js';
import { trustedProduct, trustedProductDetail } from './libraryShapes.js';

export const trustedProductApi = {
  /** The published product kinds, in the catalogue's order. */
  'TrustedProductApi.getActiveProducts': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({}),
    output: z.array(trustedProduct),
  }),
  'TrustedProductApi.getProduct': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({ id }),
    output: trustedProductDetail,
  }),
};
