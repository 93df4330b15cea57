import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { goalCategoryId, taskType } from '@t1d/contract';
import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transactions.js';

const localized = { name: z.string().min(1), name_zh: z.string().min(1) };
const programSchema = z.object({
  version: z.number().int().positive(),
  goalCategories: z.array(z.object({ id: goalCategoryId, icon: z.string(), ...localized })),
  tasks: z.array(
    z.object({
      key: z.string(),
      ...localized,
      desc: z.string(),
      desc_zh: z.string(),
      type: taskType,
      content: z.string(),
      coin_amount: z.number().int().nonnegative(),
      category: goalCategoryId,
      loop: z.enum(['daily', 'once']),
      start_time: z.number().int().optional(),
      end_time: z.number().int().optional(),
    }),
  ),
  goals: z.array(
    z.object({
      key: z.string(),
      ...localized,
      desc: z.string(),
      desc_zh: z.string(),
      category: goalCategoryId,
      loop_type: z.union([z.literal(0), z.literal(1)]),
      coin_amount: z.number().int().nonnegative(),
    }),
  ),
  fitness: z.object({
    categories: z.array(z.object({ key: z.string(), icon: z.string(), color: z.string(), ...localized })),
    goals: z.array(
      z.object({ key: z.string(), category: z.string(), target: z.number().int().positive(), unit: z.string(), ...localized }),
    ),
  }),
});
export type ProgramContent = z.infer<typeof programSchema>;

const programFile = path.resolve(import.meta.dirname, '../../content/program.json');

export function loadProgramContent(): ProgramContent {
  return programSchema.parse(JSON.parse(fs.readFileSync(programFile, 'utf8')));
}

/** A task's or goal's words in both languages, as the tables name them. */
const textColumns = (entry: { name: string; name_zh: string; desc: string; desc_zh: string }) => ({
  name: entry.name,
  name_zh: entry.name_zh,
  description: entry.desc,
  description_zh: entry.desc_zh,
});

/**
 * Brings the programme's categories, tasks, goals and fitness goals up to the content file's version.
 * Rows are matched by key, so ids (and what families did with them) survive a new version; entries
 * dropped from the file are retired, not deleted.
 */
export async function syncProgramContent(db: Db, content: ProgramContent, now: number): Promise<void> {
  const current = await db.selectFrom('settings').select('value').where('key', '=', 'content_version').executeTakeFirst();
  if (current && Number(current.value) >= content.version) return;
  await inTransaction(db, async (trx) => {
    for (const category of content.goalCategories) {
      const values = { name: category.name, name_zh: category.name_zh, icon: category.icon };
      await trx
        .insertInto('goal_categories')
        .values({ id: category.id, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
    }
    for (const task of content.tasks) {
      const values = {
        ...textColumns(task),
        type: task.type,
        content: task.content,
        coin_amount: task.coin_amount,
        goal_category: task.category,
        loop_type: task.loop === 'daily' ? 1 : 0,
        start_time: task.start_time ?? null,
        end_time: task.end_time ?? null,
        active: 1,
      };
      await trx
        .insertInto('tasks')
        .values({ family_id: null, content_key: task.key, created_at: now, ...values })
        .onConflict((oc) => oc.column('content_key').doUpdateSet(values))
        .execute();
    }
    const taskKeys = content.tasks.map((task) => task.key);
    await trx.updateTable('tasks').set({ active: 0 }).where('family_id', 'is', null).where('content_key', 'not in', taskKeys).execute();
    for (const goal of content.goals) {
      const values = {
        ...textColumns(goal),
        category: goal.category,
        loop_type: goal.loop_type,
        coin_amount: goal.coin_amount,
        active: 1,
      };
      await trx
        .insertInto('goals')
        .values({ content_key: goal.key, ...values })
        .onConflict((oc) => oc.column('content_key').doUpdateSet(values))
        .execute();
    }
    await trx
      .updateTable('goals')
      .set({ active: 0 })
      .where(
        'content_key',
        'not in',
        content.goals.map((goal) => goal.key),
      )
      .execute();
    for (const category of content.fitness.categories) {
      const values = { name: category.name, name_zh: category.name_zh, icon: category.icon, color: category.color };
      await trx
        .insertInto('fitness_categories')
        .values({ content_key: category.key, ...values })
        .onConflict((oc) => oc.column('content_key').doUpdateSet(values))
        .execute();
    }
    const categoryIds = new Map(
      (await trx.selectFrom('fitness_categories').select(['id', 'content_key']).execute()).map((row) => [row.content_key, row.id]),
    );
    for (const goal of content.fitness.goals) {
      const categoryId = categoryIds.get(goal.category);
      if (categoryId === undefined) throw new Error(`fitness goal ${goal.key} names an unknown category ${goal.category}`);
      const values = { category_id: categoryId, name: goal.name, name_zh: goal.name_zh, target: goal.target, unit: goal.unit };
      await trx
        .insertInto('fitness_goals')
        .values({ content_key: goal.key, ...values })
        .onConflict((oc) => oc.column('content_key').doUpdateSet(values))
        .execute();
    }
    await trx
      .insertInto('settings')
      .values({ key: 'content_version', value: String(content.version) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(content.version) }))
      .execute();
  });
}
