import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate.js';

/**
 * A parent removed from a family (families/removeParent.ts) leaves a former member's row behind: the
 * family's own history (invitations, tasks, coins, goals) keeps pointing at it, while the person goes on
 * under a new account. `left_family_id` names the family it belongs to, so that family's export and
 * deletion take it with them.
 */
export const formerMembers: EngineMigration = () => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('users').addColumn('left_family_id', 'integer').execute();
    await db.schema.createIndex('users_left_family_idx').on('users').column('left_family_id').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('users_left_family_idx').execute();
    await db.schema.alterTable('users').dropColumn('left_family_id').execute();
  },
});
