import { productById } from '../../content/libraryReads.js';
import type { Handler } from '../../gateway/context.js';

export const getProduct: Handler<'TrustedProductApi.getProduct'> = (input, { db, caller, locale, config }) =>
  productById(db, caller, input.id, locale, config.emergencyNumber);
