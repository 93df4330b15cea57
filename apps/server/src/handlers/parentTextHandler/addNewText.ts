import type { Handler } from '../../gateway/context.js';
import { addText } from '../../texts/textStore.js';

export const addNewText: Handler<'ParentTextHandler.addNewText'> = (input, { db, clock, caller }) =>
  addText(db, clock, input, caller.userId);
