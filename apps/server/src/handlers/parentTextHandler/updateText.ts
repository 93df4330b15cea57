import type { Handler } from '../../gateway/context.js';
import { updateTexts } from '../../texts/textStore.js';

export const updateText: Handler<'ParentTextHandler.updateText'> = async (input, { db, clock, caller }) => {
  const [entry] = await updateTexts(db, clock, [{ id: input.id, text: input.text }], input.lang, caller.userId, () => 'text');
  return entry!;
};
