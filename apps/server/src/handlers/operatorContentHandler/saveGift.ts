import { saveCatalogueGift } from '../../content/operatorGifts.js';
import type { Handler } from '../../gateway/context.js';

/** Adds a gift (offered at once) or rewrites one. */
export const saveGift: Handler<'OperatorContentHandler.saveGift'> = (input, { db, clock }) => saveCatalogueGift(db, input, clock.now());
