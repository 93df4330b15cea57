import { availableSections, homeTextKeys } from '@t1d/contract';
import type { Handler } from '../../gateway/context.js';

/** The 19 sections a configuration arranges, with their default order, their conditions and the texts each may reword. */
export const getAvailableSections: Handler<'ParentHomeConfigHandler.getAvailableSections'> = async () => ({
  sections: availableSections,
  text_keys: [...homeTextKeys],
});
