import type { Handler } from '../../gateway/context.js';
import { readTexts } from '../../texts/textStore.js';

export const getTextsBySection: Handler<'ParentTextHandler.getTextsBySection'> = (input, { db, clock }) =>
  readTexts(db, clock, { section: input.section, changedOnly: input.changed_only });
