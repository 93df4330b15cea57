import { eventWindow, interactionKinds, type ActivityAnswer, type GameEvent, type InteractionCounter } from '@t1d/contract';
import type { Db } from '../db/database.js';
import { localDay } from '../domain/days.js';
import { Refusal } from '../domain/refusal.js';
import { readSettings } from '../economy/settings.js';
import { completeTaskInGame } from '../economy/taskLife.js';
import { raiseRedFlag } from '../redFlags/raise.js';
import {
  evaluateChildAfterActivity,
  findActiveChildren,
  writeChildActivity,
  type ActiveChild,
  type ChildActivity,
} from './childActivity.js';
import { claim, refuse, type Indexed } from './eventClaims.js';
import { applyHeroicAct, type HeroicEvent } from './heroicActs.js';
import { inTransaction } from '../db/transactions.js';

type DayEvent = Extract<GameEvent, { type: 'played' | 'interaction' | 'skill_learned' }>;
type TaskEvent = Extract<GameEvent, { type: 'task_completed' }>;
type ConcernEvent = Extract<GameEvent, { type: 'concern' }>;

/**
 * A batch of the game's activity events (docs/protocol.md, "The game integration API"), applied through the activity, economy and
 * red-flag services the rest of the product uses. Each event id counts once per key, whatever arrives
 * twice (in one batch, in another, or at the same moment from another process): an id is claimed in
 * the same transaction as its effect, or after an effect that is itself once-only. Events the service
 * cannot apply (outside the time window, an unknown child, a task the child's family does not have, a
 * heroic act past the child's daily cap) are answered by index, and the others in the batch are applied.
 */
export async function recordGameEvents(db: Db, keyId: number, events: GameEvent[], now: number): Promise<ActivityAnswer> {
  const answer: ActivityAnswer = { accepted: 0, duplicates: 0, errors: [] };
  const children = await findActiveChildren(db, [...new Set(events.map((event) => event.child_id))]);
  const fresh = await withoutRepeats(db, keyId, events, children, now, answer);
  const touched = new Set<ActiveChild>();

  const dayEvents = fresh.filter((item): item is Indexed<DayEvent> => isDayEvent(item.event));
  await applyDayEvents(db, keyId, dayEvents, children, now, answer, touched);
  const heroicCap = fresh.some((item) => item.event.type === 'heroic_act') ? (await readSettings(db)).heroic_tokens_per_child_per_day : 0;
  for (const item of fresh) {
    const child = children.get(item.event.child_id)!;
    if (item.event.type === 'task_completed') await applyTask(db, keyId, item as Indexed<TaskEvent>, child, now, answer, touched);
    if (item.event.type === 'concern') await applyConcern(db, keyId, item as Indexed<ConcernEvent>, child, now, answer);
    if (item.event.type === 'heroic_act') {
      await applyHeroicAct(db, keyId, item as Indexed<HeroicEvent>, child, heroicCap, now, answer, touched);
    }
  }
  for (const child of touched) await evaluateChildAfterActivity(db, child, now);
  answer.errors.sort((a, b) => a.index - b.index);
  return answer;
}

/** The events still to apply: inside the window, of known children, first of their id in the batch, not sent before. */
async function withoutRepeats(
  db: Db,
  keyId: number,
  events: GameEvent[],
  children: Map<number, ActiveChild>,
  now: number,
  answer: ActivityAnswer,
): Promise<Indexed[]> {
  const seen = new Set<string>();
  const candidates: Indexed[] = [];
  events.forEach((event, index) => {
    if (event.occurred_at < now - eventWindow.pastSeconds) refuse(answer, index, 'event_too_old');
    else if (event.occurred_at > now + eventWindow.futureSeconds) refuse(answer, index, 'event_in_future');
    else if (!children.has(event.child_id)) refuse(answer, index, 'unknown_child');
    else if (seen.has(event.event_id)) answer.duplicates += 1;
    else {
      seen.add(event.event_id);
      candidates.push({ index, event });
    }
  });
  if (candidates.length === 0) return [];
  const sent = await db
    .selectFrom('game_events')
    .select('event_id')
    .where('key_id', '=', keyId)
    .where('event_id', 'in', [...seen])
    .execute();
  const already = new Set(sent.map((row) => row.event_id));
  answer.duplicates += candidates.filter((item) => already.has(item.event.event_id)).length;
  return candidates.filter((item) => !already.has(item.event.event_id));
}

function isDayEvent(event: GameEvent): event is DayEvent {
  return event.type === 'played' || event.type === 'interaction' || event.type === 'skill_learned';
}

/** Played days, interactions and skills: claimed and written in one transaction, a child and a day at a time. */
async function applyDayEvents(
  db: Db,
  keyId: number,
  items: Indexed<DayEvent>[],
  children: Map<number, ActiveChild>,
  now: number,
  answer: ActivityAnswer,
  touched: Set<ActiveChild>,
): Promise<void> {
  if (items.length === 0) return;
  await inTransaction(db, async (trx) => {
    const claimed = await claim(trx, keyId, items, now);
    answer.duplicates += items.length - claimed.size;
    answer.accepted += claimed.size;
    const days = new Map<string, { child: ActiveChild; activity: Omit<ChildActivity, 'childId'> }>();
    for (const { event } of items.filter((item) => claimed.has(item.event.event_id))) {
      const child = children.get(event.child_id)!;
      const key = `${child.id}:${localDay(event.occurred_at, child.timeZone)}`;
      const entry = days.get(key) ?? { child, activity: { at: event.occurred_at, skills: [], interactions: {} } };
      days.set(key, entry);
      entry.activity.at = Math.max(entry.activity.at, event.occurred_at);
      if (event.type === 'skill_learned') {
        const skill = { key: event.skill.toLowerCase(), name: event.skill, nameZh: event.skill_zh ?? null };
        entry.activity.skills!.push({ ...skill, learnedAt: event.occurred_at });
      }
      if (event.type === 'interaction') {
        const counter: InteractionCounter = interactionKinds[event.kind];
        const counts = entry.activity.interactions!;
        counts[counter] = (counts[counter] ?? 0) + event.count;
      }
    }
    for (const { child, activity } of days.values()) {
      await writeChildActivity(trx, child, activity);
      touched.add(child);
    }
  });
}

/**
 * Completes the task (once-only by itself: the instance moves to done and the ledger's key holds),
 * then claims the id; a refusal is the event's error and claims nothing, so a corrected retry counts.
 */
async function applyTask(
  db: Db,
  keyId: number,
  { index, event }: Indexed<TaskEvent>,
  child: ActiveChild,
  now: number,
  answer: ActivityAnswer,
  touched: Set<ActiveChild>,
): Promise<void> {
  if (child.familyId === null) {
    refuse(answer, index, 'unknown_task_instance');
    return;
  }
  const scope = { familyId: child.familyId, userId: child.id, familyTimeZone: child.timeZone };
  try {
    await completeTaskInGame(db, scope, event.task_instance_id, now);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    if (error.reason === 'not_found') refuse(answer, index, 'unknown_task_instance');
    else refuse(answer, index, error);
    return;
  }
  // Doing a task in the game is playing that day.
  await inTransaction(db, async (trx) => {
    const claimed = await claim(trx, keyId, [{ index, event }], now);
    if (claimed.size === 0) return void (answer.duplicates += 1);
    answer.accepted += 1;
    await writeChildActivity(trx, child, { at: event.occurred_at });
    touched.add(child);
  });
}

/** Raises the concern as a red flag (once per event id: the flag's period is the id), then claims the id. */
async function applyConcern(
  db: Db,
  keyId: number,
  { index, event }: Indexed<ConcernEvent>,
  child: ActiveChild,
  now: number,
  answer: ActivityAnswer,
): Promise<void> {
  await raiseRedFlag(db, {
    childId: child.id,
    rule: 'game_concern',
    periodKey: `${keyId}:${event.event_id}`,
    textKey: 'game_concern',
    params: { reason: event.reason, ...(event.reason_zh === undefined ? {} : { reason_zh: event.reason_zh }) },
    now,
  });
  const claimed = await claim(db, keyId, [{ index, event }], now);
  if (claimed.size === 0) answer.duplicates += 1;
  else answer.accepted += 1;
}
