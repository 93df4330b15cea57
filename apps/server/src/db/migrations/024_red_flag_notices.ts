import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate.js';

interface NoticeRow {
  id: number;
  family_id: number;
  params: string;
  created_at: number | string;
}
interface FlagRow {
  id: number;
  family_id: number;
  text_key: string;
  params: string;
  created_at: number | string;
}

/**
 * A red flag's notification names the flag it tells of (`notifications.red_flag_id`), so reading one
 * reads the other (redFlags/readSync.ts). Notifications written before this knew the flag only by what
 * they said: the family, the moment, the flag's words and values, all of which the flag itself keeps.
 */
export const redFlagNotices: EngineMigration = () => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('notifications').addColumn('red_flag_id', 'integer').execute();
    await db.schema.createIndex('notifications_red_flag_idx').on('notifications').column('red_flag_id').execute();
    const notices: NoticeRow[] = await db
      .selectFrom('notifications')
      .select(['id', 'family_id', 'params', 'created_at'])
      .where('text_key', '=', 'red_flag_raised')
      .execute();
    if (notices.length === 0) return;
    const flags: FlagRow[] = await db.selectFrom('red_flags').select(['id', 'family_id', 'text_key', 'params', 'created_at']).execute();
    const flagOf = new Map(flags.map((flag) => [matchKey(flag.family_id, flag.created_at, flag.text_key, flag.params), flag.id]));
    for (const notice of notices) {
      const said = JSON.parse(notice.params) as { text_key?: unknown; flag_params?: unknown };
      const flagId = flagOf.get(matchKey(notice.family_id, notice.created_at, said.text_key, said.flag_params));
      if (flagId !== undefined) await db.updateTable('notifications').set({ red_flag_id: flagId }).where('id', '=', notice.id).execute();
    }
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('notifications_red_flag_idx').execute();
    await db.schema.alterTable('notifications').dropColumn('red_flag_id').execute();
  },
});

const matchKey = (familyId: number, createdAt: number | string, textKey: unknown, params: unknown) =>
  JSON.stringify([familyId, Number(createdAt), textKey, params]);
