import { publishContentItem } from '../../content/operatorContent.js';
import type { Handler } from '../../gateway/context.js';

export const setPublished: Handler<'OperatorContentHandler.setPublished'> = (input, { db }) =>
  publishContentItem(db, input.id, input.published);
