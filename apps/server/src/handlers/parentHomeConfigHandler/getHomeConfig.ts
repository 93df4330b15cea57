import type { Handler } from '../../gateway/context.js';
import { resolveHomeConfig, toHomeConfig } from '../../homeConfig/store.js';

/**
 * The caller's dashboard configuration: for the campaign and version key asked for, else their own
 * (ADR 0018), along the fallback chain; null means the app's own defaults.
 */
export const getHomeConfig: Handler<'ParentHomeConfigHandler.getHomeConfig'> = async (input, { db, caller }) => {
  // A field left out means the caller's own; null is an answer of its own (the default configuration, no key).
  const own =
    input.campaign === undefined || input.webapp_version_key === undefined
      ? await db.selectFrom('users').select(['campaign', 'webapp_version_key']).where('id', '=', caller.userId).executeTakeFirstOrThrow()
      : { campaign: null, webapp_version_key: null };
  const campaign = input.campaign === undefined ? own.campaign : input.campaign;
  const versionKey = (input.webapp_version_key === undefined ? own.webapp_version_key : input.webapp_version_key) || null;
  const row = await resolveHomeConfig(db, campaign, versionKey);
  return row ? toHomeConfig(row) : null;
};
