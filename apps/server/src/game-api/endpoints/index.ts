import type { GameHandlerTable } from '../types.js';
import { activity } from './activity.js';
import { childLoginRedeem } from './childLoginRedeem.js';
import { childrenVerify } from './childrenVerify.js';
import { deletionsList } from './deletionsList.js';
import { giftDeliver } from './giftDeliver.js';
import { giftsList } from './giftsList.js';
import { parentLoginLinks } from './parentLoginLinks.js';
import { ssoRedeem } from './ssoRedeem.js';

export const gameHandlers: GameHandlerTable = {
  ssoRedeem,
  childLoginRedeem,
  childrenVerify,
  activity,
  parentLoginLinks,
  giftsList,
  giftDeliver,
  deletionsList,
};
