import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate.js';
import { withId } from './columns.js';

/**
 * The dashboard's configurations (ADR 0018): per campaign and version key,
 * the sections (JSON list of id, enabled, order) and reworded texts (JSON list of text_key, en, zh). The
 * default configuration has the campaign key ''. At most one configuration of a campaign is active: one
 * statement activates one and deactivates the others (homeConfig/operatorChanges.ts).
 */
export const homeConfigs: EngineMigration = (engine) => ({
  async up(db: Kysely<any>) {
    await withId(db.schema.createTable('home_configs'), engine)
      .addColumn('campaign', 'text')
      .addColumn('campaign_key', 'text', (col) => col.notNull())
      .addColumn('webapp_version_key', 'text', (col) => col.notNull())
      .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('sections_config', 'text', (col) => col.notNull())
      .addColumn('version_text', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .addUniqueConstraint('home_configs_campaign_version', ['campaign_key', 'webapp_version_key'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('home_configs').execute();
  },
});
