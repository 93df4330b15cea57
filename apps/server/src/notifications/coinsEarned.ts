import type { Db } from '../db/database.js';
import { actorName } from './actor.js';
import { notifyParents } from './notify.js';

interface CoinsEarned {
  familyId: number;
  /** The parent whose task or goal earned them; the family's other parents are told. */
  actorId: number;
  textKey: 'task_completed' | 'goal_completed';
  /** The task's or goal's name at the time of the event (ADR 0007), and its Chinese name when it has one (ADR 0036). */
  title: string;
  titleZh: string | null;
  coins: number;
  now: number;
}

/** Tells the other parents that coins were earned for the family; a call that granted none tells nobody. */
export async function notifyCoinsEarned(db: Db, earned: CoinsEarned): Promise<void> {
  if (earned.coins <= 0) return;
  await notifyParents(db, {
    familyId: earned.familyId,
    except: earned.actorId,
    type: 'coins',
    textKey: earned.textKey,
    params: {
      actor: await actorName(db, earned.actorId),
      title: earned.title,
      ...(earned.titleZh ? { title_zh: earned.titleZh } : {}),
      coins: earned.coins,
    },
    now: earned.now,
  });
}
