import type { Handler } from '../../gateway/context.js';
import { isOwnDevice } from '../../push/subscriptions.js';

export const getConfig: Handler<'ParentPush.getConfig'> = async (input, { db, caller, push }) => ({
  public_key: push.publicKey,
  enabled: push.enabled,
  subscribed: input.endpoint ? await isOwnDevice(db, caller.userId, input.endpoint) : false,
});
