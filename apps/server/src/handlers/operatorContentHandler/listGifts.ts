import { listCatalogueGifts } from '../../content/operatorGifts.js';
import type { Handler } from '../../gateway/context.js';

/** The whole gift catalogue, withdrawn gifts included. */
export const listGifts: Handler<'OperatorContentHandler.listGifts'> = async (_input, { db }) => ({ list: await listCatalogueGifts(db) });
