import { pendingGifts } from '../../gifts/gifts.js';
import type { GameHandler } from '../types.js';

/** Gifts waiting for the game, oldest first. */
export const giftsList: GameHandler<'giftsList'> = async ({ query }, { db }) => ({ list: await pendingGifts(db, query.limit) });
