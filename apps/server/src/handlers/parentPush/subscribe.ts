import type { Handler } from '../../gateway/context.js';
import { invalidFields } from '../../domain/refusal.js';
import { subscribeDevice } from '../../push/subscriptions.js';

export const subscribe: Handler<'ParentPush.subscribe'> = async (input, { db, clock, config, caller, push }) => {
  if (!push.enabled) throw invalidFields([{ field: 'endpoint', message: 'Push notifications are off on this server' }]);
  const owner = { userId: caller.userId, loginId: caller.persistentId ?? caller.tokenId };
  await subscribeDevice(db, owner, input, config.push.serviceHosts, clock.now());
  return { subscribed: true as const };
};
