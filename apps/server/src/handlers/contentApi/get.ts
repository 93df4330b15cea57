import { getContent } from '../../content/libraryReads.js';
import type { Handler } from '../../gateway/context.js';

export const get: Handler<'ContentApi.get'> = (input, { db, caller, locale, config }) =>
  getContent(db, caller, input.kind, input.slug, locale, config.emergencyNumber);
