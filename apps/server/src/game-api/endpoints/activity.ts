import { recordGameEvents } from '../../activity/gameEvents.js';
import type { GameHandler } from '../types.js';

/**
 * The children's activity, through the activity service the whole product uses. Each event is applied
 * or refused on its own (an `occurred_at` outside the window included), so one stale event in a
 * backlog costs nothing but itself.
 */
export const activity: GameHandler<'activity'> = ({ body }, { db, clock, key }) => recordGameEvents(db, key.id, body.events, clock.now());
