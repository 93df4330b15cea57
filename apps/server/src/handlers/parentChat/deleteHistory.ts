import { deleteChatHistory } from '../../chat/history.js';
import type { Handler } from '../../gateway/context.js';

export const deleteHistory: Handler<'ParentChat.deleteHistory'> = async (_input, { db, caller }) => ({
  removed: await deleteChatHistory(db, caller.userId),
});
