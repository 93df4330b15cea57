import { createParentLoginLink } from '../../auth/oneTimeTokens.js';
import type { GameHandler } from '../types.js';

/** A one-time link that opens the parent app signed in as this parent, through /token-handler. */
export const parentLoginLinks: GameHandler<'parentLoginLinks'> = ({ body }, { db, clock, config }) =>
  createParentLoginLink(db, body.parent_id, config.publicUrl, clock.now());
