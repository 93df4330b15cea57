import type { Handler } from '../../gateway/context.js';
import { readTexts } from '../../texts/textStore.js';

export const getAllTexts: Handler<'ParentTextHandler.getAllTexts'> = (input, { db, clock }) =>
  readTexts(db, clock, { changedOnly: input.changed_only });
