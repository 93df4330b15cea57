import { publishCatalogueGift } from '../../content/operatorGifts.js';
import type { Handler } from '../../gateway/context.js';

export const setGiftPublished: Handler<'OperatorContentHandler.setGiftPublished'> = (input, { db }) =>
  publishCatalogueGift(db, input.id, input.published);
