import { saveContentItem } from '../../content/operatorContent.js';
import type { Handler } from '../../gateway/context.js';

/** Adds an item (hidden until published) or rewrites one; parents see a published item's new words at once. */
export const saveItem: Handler<'OperatorContentHandler.saveItem'> = (input, { db, clock }) => saveContentItem(db, input, clock.now());
