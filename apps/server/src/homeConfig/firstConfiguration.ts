import { homeSectionIds } from '@t1d/contract';
import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transactions.js';
import { activateHomeConfig, saveHomeConfig } from './operatorChanges.js';

/** Set once the first start has decided about the default configuration: later starts leave it to operators. */
export const firstConfigurationKey = 'home_config.first_written_at';

/** The version key of the configuration a new deployment starts with. */
export const firstVersionKey = 'default';

/**
 * Every section in the dashboard's order, all enabled. Unlike the fallback without any configuration,
 * which shows family goals only in dev mode, a configuration decides for itself (ADR 0018): here they
 * show. The fitness challenge still needs the fitness entry shown, configured or not.
 */
export const firstSections = homeSectionIds.map((id, index) => ({ id, enabled: true, order: index + 1 }));

/**
 * A new deployment's default dashboard configuration, written at its first start (ADR 0034) as if an
 * operator had saved and activated it, so it is edited like any other. Only once per database: an
 * operator's configuration made before is kept, and one the operators deleted stays deleted.
 */
export async function writeFirstHomeConfig(db: Db, now: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const first = await trx
      .insertInto('settings')
      .values({ key: firstConfigurationKey, value: String(now) })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!first) return;
    const configured = await trx.selectFrom('home_configs').select('id').limit(1).executeTakeFirst();
    if (configured) return;
    const saved = await saveHomeConfig(
      trx,
      { campaign: null, webapp_version_key: firstVersionKey, sections_config: firstSections, version_text: [] },
      now,
    );
    await activateHomeConfig(trx, saved.config_id, now);
  });
}
