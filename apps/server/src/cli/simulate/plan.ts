import type { GameEvent, InteractionKind } from '@t1d/contract';
import type { PlayedChild } from './cast.js';

/** What the simulated game teaches, in order, named in English and in Chinese (`skill`, `skill_zh`). */
export const simulatedSkills: [string, string][] = [
  ['Carb-counting a birthday party', '计算生日派对上的碳水'],
  ['Checking before football practice', '足球训练前检测血糖'],
  ['Telling a teacher about a low', '低血糖时告诉老师'],
  ['Carrying glucose tablets', '随身携带葡萄糖片'],
  ['Logging a snack in the game diary', '在游戏日记里记录零食'],
  ['Spotting a high before bed', '睡前发现高血糖'],
  ['Asking a friend to play offline', '邀请朋友线下一起玩'],
  ['Swapping a sugary drink for water', '用水代替含糖饮料'],
];

export const simulatedConcern = 'Shared a home address in public chat; the game moderators removed the message.';
export const simulatedConcernZh = '在公开聊天中分享了家庭住址；游戏管理员已删除这条消息。';

/** The heroic act the first child does on the last day: heroic tokens for the family, within the daily cap. */
export const simulatedHeroicAct = {
  tokens: 5,
  reason: 'Helped a friend in the game treat a low with juice',
  reason_zh: '在游戏中帮助朋友用果汁处理低血糖',
};

const kinds: InteractionKind[] = ['chat_message', 'friend_connection', 'minigame_with_others', 'npc_chat'];

/** A small seeded generator, so a run with the same seed plays the same. */
export function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DayContext {
  run: string;
  day: number;
  days: number;
  at: number;
  random: () => number;
  /** An open task instance of the child's family today, if the game may complete one. */
  openTask: number | null;
}

/**
 * One child's day in the game. The second child goes quiet for six days near the end (a sudden drop
 * the red-flag rules notice); on the last day the first child does a heroic act and its moderators raise
 * a concern. Every child learns a skill on its first day and now and then after.
 */
export function dayOf(child: PlayedChild, index: number, context: DayContext, skillsLearned: number): GameEvent[] {
  const { run, day, days, at, random } = context;
  const quiet = index === 1 && day >= days - 9 && day < days - 3;
  const events: GameEvent[] = [];
  const id = (what: string) => `${run}:${child.userId}:${day}:${what}`;
  if (!quiet && (day === 0 || random() < 0.8)) {
    events.push({ event_id: id('played'), child_id: child.userId, type: 'played', occurred_at: at });
    const chats = 1 + Math.floor(random() * 3);
    for (let n = 0; n < chats; n += 1) {
      const kind = kinds[Math.floor(random() * kinds.length)]!;
      events.push({
        event_id: id(`i${n}`),
        child_id: child.userId,
        type: 'interaction',
        kind,
        count: 1 + Math.floor(random() * 5),
        occurred_at: at,
      });
    }
    const skill = simulatedSkills[skillsLearned];
    if (skill && (day === 0 || random() < 0.2)) {
      const [name, nameZh] = skill;
      events.push({ event_id: id('skill'), child_id: child.userId, type: 'skill_learned', skill: name, skill_zh: nameZh, occurred_at: at });
    }
    if (context.openTask !== null && random() < 0.3) {
      events.push({
        event_id: id('task'),
        child_id: child.userId,
        type: 'task_completed',
        task_instance_id: context.openTask,
        occurred_at: at,
      });
    }
  }
  if (index === 0 && day === days - 1) {
    events.push({ event_id: id('heroic'), child_id: child.userId, type: 'heroic_act', ...simulatedHeroicAct, occurred_at: at });
    events.push({
      event_id: id('concern'),
      child_id: child.userId,
      type: 'concern',
      reason: simulatedConcern,
      reason_zh: simulatedConcernZh,
      occurred_at: at,
    });
  }
  return events;
}
