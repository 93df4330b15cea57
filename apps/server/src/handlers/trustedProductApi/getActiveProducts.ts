import { activeProducts } from '../../content/libraryReads.js';
import type { Handler } from '../../gateway/context.js';

export const getActiveProducts: Handler<'TrustedProductApi.getActiveProducts'> = (_input, { db, caller, locale, config }) =>
  activeProducts(db, caller, locale, config.emergencyNumber);
