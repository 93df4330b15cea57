import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate.js';

/**
 * A coins notification quotes the task's or goal's name in both languages (ADR 0036): its params keep
 * `title_zh` beside `title`. Notifications written before get the Chinese name of the award they told
 * of: the family's ledger row of the same kind, written in the same transaction (same second) under the
 * same English name, which keeps the Chinese since migration 013. Where no such award has one, the
 * notification keeps its English name, as before.
 */
export const notificationTitles: EngineMigration = () => ({
  async up(db: Kysely<any>) {
    await rewriteCoinNotices(db, async (rows) => {
      const titles = await awardTitles(db, rows);
      return (row, params) => {
        if (typeof params.title_zh === 'string' || typeof params.title !== 'string') return null;
        const titleZh = titles.get(awardKey(row.family_id, row.created_at, reasonOf[row.text_key]!, params.title));
        return titleZh ? withTitleZh(params, titleZh) : null;
      };
    });
  },
  async down(db: Kysely<any>) {
    await rewriteCoinNotices(db, async () => (_row, params) => {
      if (!('title_zh' in params)) return null;
      const { title_zh: _dropped, ...rest } = params;
      return rest;
    });
  },
});

interface NoticeRow {
  id: number;
  family_id: number;
  text_key: string;
  params: string;
  created_at: number;
}

type Params = Record<string, unknown>;
/** The new params of a row, or null to leave it as it is. */
type Rewrite = (row: NoticeRow, params: Params) => Params | null;

/** The coins notifications' keys, and the ledger reason of the award each tells of. */
const reasonOf: Record<string, string> = { task_completed: 'task', goal_completed: 'goal' };
const batchSize = 500;

const awardKey = (familyId: number, at: number, reason: string, title: string) =>
  JSON.stringify([Number(familyId), Number(at), reason, title]);

/** `title_zh` right after `title`, as new notifications write it, so repeats compare equal (cleanupDuplicates). */
function withTitleZh(params: Params, titleZh: string): Params {
  return Object.fromEntries(
    Object.entries(params).flatMap(([key, value]) =>
      key === 'title'
        ? [
            [key, value],
            ['title_zh', titleZh],
          ]
        : [[key, value]],
    ),
  );
}

function parse(json: string): Params | null {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Params) : null;
  } catch {
    return null;
  }
}

/** Runs over every coins notification in batches; rows given the same new params are updated together. */
async function rewriteCoinNotices(db: Kysely<any>, prepare: (rows: NoticeRow[]) => Promise<Rewrite>): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = (await db
      .selectFrom('notifications')
      .select(['id', 'family_id', 'text_key', 'params', 'created_at'])
      .where('id', '>', after)
      .where('text_key', 'in', Object.keys(reasonOf))
      .orderBy('id')
      .limit(batchSize)
      .execute()) as NoticeRow[];
    if (rows.length === 0) return;
    after = Number(rows[rows.length - 1]!.id);
    const rewrite = await prepare(rows);
    const updates = new Map<string, number[]>();
    for (const row of rows) {
      const params = parse(row.params);
      const next = params && rewrite(row, params);
      if (next) updates.set(JSON.stringify(next), [...(updates.get(JSON.stringify(next)) ?? []), Number(row.id)]);
    }
    for (const [params, ids] of updates) {
      await db.updateTable('notifications').set({ params }).where('id', 'in', ids).execute();
    }
  }
}

/** The Chinese names of the awards these notifications may tell of, by family, second, kind and English name. */
async function awardTitles(db: Kysely<any>, rows: NoticeRow[]): Promise<Map<string, string>> {
  const awards = (await db
    .selectFrom('coin_ledger')
    .select(['family_id', 'created_at', 'reason', 'title', 'title_zh'])
    .where('family_id', 'in', [...new Set(rows.map((row) => Number(row.family_id)))])
    .where('created_at', 'in', [...new Set(rows.map((row) => Number(row.created_at)))])
    .where('reason', 'in', Object.values(reasonOf))
    .where('title_zh', 'is not', null)
    .execute()) as { family_id: number; created_at: number; reason: string; title: string | null; title_zh: string }[];
  return new Map(
    awards.flatMap((award) =>
      award.title === null ? [] : [[awardKey(award.family_id, award.created_at, award.reason, award.title), award.title_zh]],
    ),
  );
}
