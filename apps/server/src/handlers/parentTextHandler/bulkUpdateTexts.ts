import type { Handler } from '../../gateway/context.js';
import { updateTexts } from '../../texts/textStore.js';

export const bulkUpdateTexts: Handler<'ParentTextHandler.bulkUpdateTexts'> = (input, { db, clock, caller }) =>
  updateTexts(db, clock, input.updates, input.lang, caller.userId);
