import { deliverGift } from '../../gifts/gifts.js';
import type { GameHandler } from '../types.js';

/** The game handed a gift over; again is not an error. */
export const giftDeliver: GameHandler<'giftDeliver'> = ({ params }, { db, clock }) => deliverGift(db, params.gift_id, clock.now());
