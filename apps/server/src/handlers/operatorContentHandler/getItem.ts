import { getContentItem } from '../../content/operatorContent.js';
import type { Handler } from '../../gateway/context.js';

export const getItem: Handler<'OperatorContentHandler.getItem'> = (input, { db }) => getContentItem(db, input.id);
