import type { Handler } from '../../gateway/context.js';
import { unsubscribeDevice } from '../../push/subscriptions.js';

export const unsubscribe: Handler<'ParentPush.unsubscribe'> = async (input, { db, caller }) => ({
  removed: await unsubscribeDevice(db, caller.userId, input.endpoint),
});
