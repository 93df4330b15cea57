import type { DiabetesUrls } from '@t1d/contract';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transactions.js';

const urlKeys = ['book_appointment_paid_url', 'doctor_referral_url', 'parent_lesson_plans_url', 'ceo_intro_url'] as const;
const settingKey = (key: (typeof urlKeys)[number]) => `url.${key}`;

/** The workflow's web addresses: an operator's setting, else the deployment's default (README). */
export async function readConsultationUrls(db: Db, config: Config): Promise<DiabetesUrls> {
  const rows = await db.selectFrom('settings').selectAll().where('key', 'in', urlKeys.map(settingKey)).execute();
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(urlKeys.map((key) => [key, stored.get(settingKey(key)) || config.consultationUrls[key]])) as DiabetesUrls;
}

/** Saves the addresses given; an empty one removes the setting, so the default applies again. */
export async function saveConsultationUrls(db: Db, changes: Partial<DiabetesUrls>): Promise<void> {
  await inTransaction(db, async (trx) => {
    for (const key of urlKeys) {
      const value = changes[key];
      if (value === undefined) continue;
      if (value === '') {
        await trx.deleteFrom('settings').where('key', '=', settingKey(key)).execute();
        continue;
      }
      await trx
        .insertInto('settings')
        .values({ key: settingKey(key), value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    }
  });
}
