import { eventWindow, eventWindowText } from '@t1d/contract';
import { recordGameEvents } from '../../activity/gameEvents.js';
import { invalidFields } from '../../domain/refusal.js';
import type { GameHandler } from '../types.js';

/**
 * The children's activity, through the activity service the whole product uses. An event outside the
 * time window is an invalid field like any other: the batch is refused whole and changes nothing.
 */
export const activity: GameHandler<'activity'> = async ({ body }, { db, clock, key }) => {
  const now = clock.now();
  const fields = body.events.flatMap((event, index) => {
    const field = `events.${index}.occurred_at`;
    if (event.occurred_at < now - eventWindow.pastSeconds) return [{ field, message: eventWindowText.tooOld }];
    if (event.occurred_at > now + eventWindow.futureSeconds) return [{ field, message: eventWindowText.tooNew }];
    return [];
  });
  if (fields.length > 0) throw invalidFields(fields);
  return recordGameEvents(db, key.id, body.events, now);
};
