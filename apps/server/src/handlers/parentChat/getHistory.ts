import { chatHistory } from '../../chat/history.js';
import type { Handler } from '../../gateway/context.js';

export const getHistory: Handler<'ParentChat.getHistory'> = async (input, { db, caller }) => ({
  list: await chatHistory(db, caller.userId, input.limit),
});
