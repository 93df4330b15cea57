import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate.js';

/**
 * Content parents read keeps its Chinese beside its English (ADR 0015): the task's or goal's name on a
 * coin award, a token grant's reason, the game's name for a skill. Readers fall back to the English
 * where a row has none. Coin awards made before this get the Chinese name of the task or goal their
 * reason key names, when that source still carries the English name the award was made with.
 */
export const readerLanguage: EngineMigration = () => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('coin_ledger').addColumn('title_zh', 'text').execute();
    await db.schema.alterTable('token_ledger').addColumn('reason_zh', 'text').execute();
    await db.schema.alterTable('child_skills').addColumn('name_zh', 'text').execute();
    await backfillAwardTitles(db);
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('child_skills').dropColumn('name_zh').execute();
    await db.schema.alterTable('token_ledger').dropColumn('reason_zh').execute();
    await db.schema.alterTable('coin_ledger').dropColumn('title_zh').execute();
  },
});

interface AwardRow {
  id: number;
  family_id: number;
  reason: string;
  reason_key: string;
  title: string;
}

interface Source {
  familyId: number;
  name: string;
  name_zh: string | null;
}

const batchSize = 500;
// The keys the awards were written with (ADR 0006): task:<instance>, goal:<family>:<goal>:<day>.
const taskKey = /^task:(\d+)$/;
const goalKey = /^goal:(\d+):(\d+):[^:]+$/;

async function backfillAwardTitles(db: Kysely<any>): Promise<void> {
  const goals = (await db.selectFrom('goals').select(['id', 'name', 'name_zh']).execute()) as {
    id: number;
    name: string;
    name_zh: string | null;
  }[];
  const goalById = new Map(goals.map((goal) => [Number(goal.id), goal]));
  let after = 0;
  for (;;) {
    const rows = (await db
      .selectFrom('coin_ledger')
      .select(['id', 'family_id', 'reason', 'reason_key', 'title'])
      .where('id', '>', after)
      .where('reason', 'in', ['task', 'goal'])
      .where('title', 'is not', null)
      .orderBy('id')
      .limit(batchSize)
      .execute()) as AwardRow[];
    if (rows.length === 0) return;
    after = Number(rows[rows.length - 1]!.id);
    const instances = await taskSources(db, rows);
    const titles = new Map<string, number[]>();
    for (const row of rows) {
      const source = sourceOf(row, instances, goalById);
      // Only a source that still has the award's family and English name is surely the one it came from.
      if (!source?.name_zh || source.familyId !== Number(row.family_id) || source.name !== row.title) continue;
      titles.set(source.name_zh, [...(titles.get(source.name_zh) ?? []), Number(row.id)]);
    }
    for (const [titleZh, ids] of titles) {
      await db.updateTable('coin_ledger').set({ title_zh: titleZh }).where('id', 'in', ids).execute();
    }
  }
}

/** The task behind each task award of `rows`, by instance id, with the instance's family. */
async function taskSources(db: Kysely<any>, rows: AwardRow[]): Promise<Map<number, Source>> {
  const ids = rows.flatMap((row) => {
    const match = row.reason === 'task' ? taskKey.exec(row.reason_key) : null;
    return match ? [Number(match[1])] : [];
  });
  if (ids.length === 0) return new Map();
  const found = (await db
    .selectFrom('task_instances')
    .innerJoin('tasks', 'tasks.id', 'task_instances.task_id')
    .select(['task_instances.id', 'task_instances.family_id', 'tasks.name', 'tasks.name_zh'])
    .where('task_instances.id', 'in', ids)
    .execute()) as { id: number; family_id: number; name: string; name_zh: string | null }[];
  return new Map(found.map((row) => [Number(row.id), { familyId: Number(row.family_id), name: row.name, name_zh: row.name_zh }]));
}

function sourceOf(
  row: AwardRow,
  instances: Map<number, Source>,
  goals: Map<number, { name: string; name_zh: string | null }>,
): Source | undefined {
  if (row.reason === 'task') {
    const match = taskKey.exec(row.reason_key);
    return match ? instances.get(Number(match[1])) : undefined;
  }
  const match = goalKey.exec(row.reason_key);
  const goal = match ? goals.get(Number(match[2])) : undefined;
  return goal && { familyId: Number(match![1]), name: goal.name, name_zh: goal.name_zh };
}
