import { listContent } from '../../content/libraryReads.js';
import type { Handler } from '../../gateway/context.js';

export const list: Handler<'ContentApi.list'> = async (input, { db, caller, locale, config }) => ({
  list: await listContent(db, caller, input.kind, input.urgent_only, locale, config.emergencyNumber),
});
