import type { Handler } from '../../gateway/context.js';
import { readTexts } from '../../texts/textStore.js';

/** The sign-up page's texts before sign-in; the contract admits no other section. */
export const getTextsBySectionUnauthenticated: Handler<'ParentTextHandler.getTextsBySectionUnauthenticated'> = (input, { db, clock }) =>
  readTexts(db, clock, { section: input.section, changedOnly: input.changed_only });
