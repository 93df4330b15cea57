import { listContentItems } from '../../content/operatorContent.js';
import type { Handler } from '../../gateway/context.js';

/** One kind of the library for the editor, hidden items included. */
export const listItems: Handler<'OperatorContentHandler.listItems'> = (input, { db }) => listContentItems(db, input);
