import type { UnconfiguredItem } from '@t1d/contract';
import { sql } from 'kysely';
import type { Config } from '../config.js';
import { notBlank } from '../content/libraryReads.js';
import { readConsultationUrls } from '../consultation/urls.js';
import type { Db } from '../db/database.js';
import { unconfiguredItems, type DeploymentSetup } from '../domain/deploymentSetup.js';
import { readDashboardOffers } from './dashboardOffers.js';

const count = (row: { count: number | string }) => Number(row.count);

/** Published episodes, and those without a video (not part of the series). */
async function episodeVideos(db: Db): Promise<DeploymentSetup['episodes']> {
  const episodes = db
    .selectFrom('content_items')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('kind', '=', 'episode')
    .where('published', '=', 1);
  const [total, withoutVideo] = await Promise.all([
    episodes.executeTakeFirstOrThrow(),
    episodes.where('video_url', 'is', null).executeTakeFirstOrThrow(),
  ]);
  return { total: count(total), withoutVideo: count(withoutVideo) };
}

/**
 * Published items read as text (all but episodes), and those missing their text in English or Chinese.
 * Only items with words count: the programme's lesson-plan collection is a row for rewards, not a text.
 */
async function itemTexts(db: Db): Promise<DeploymentSetup['items']> {
  const rows = await db
    .selectFrom('content_items as item')
    .innerJoin('content_texts as text', (join) => join.onRef('text.item_id', '=', 'item.id').on('text.lang', 'in', ['en', 'zh']))
    .select(['item.id', sql<number | string>`sum(case when ${notBlank('text.body')} then 1 else 0 end)`.as('texts')])
    .where('item.kind', '<>', 'episode')
    .where('item.published', '=', 1)
    .groupBy('item.id')
    .execute();
  return { total: rows.length, withoutText: rows.filter((row) => Number(row.texts) < 2).length };
}

/** The deployment's configuration as its operators' list reads it. */
async function readDeploymentSetup(db: Db, config: Config): Promise<DeploymentSetup> {
  const [en, zh, defaultDashboard, urls, episodes, items, gameKeys] = await Promise.all([
    readDashboardOffers(db, config, 'en'),
    readDashboardOffers(db, config, 'zh'),
    db.selectFrom('home_configs').select('id').where('campaign_key', '=', '').where('is_active', '=', 1).executeTakeFirst(),
    readConsultationUrls(db, config),
    episodeVideos(db),
    itemTexts(db),
    db
      .selectFrom('game_api_keys')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    offers: { en, zh },
    activeDefaultDashboard: defaultDashboard !== undefined,
    bookingPage: urls.book_appointment_paid_url,
    referralPage: urls.doctor_referral_url,
    episodes,
    items,
    liveGameKeys: count(gameKeys),
    gameSignInPage: config.gameLoginUrl !== null,
  };
}

/** What the deployment has not configured yet, from its real configuration (ADR 0034). */
export async function readUnconfigured(db: Db, config: Config): Promise<UnconfiguredItem[]> {
  return unconfiguredItems(await readDeploymentSetup(db, config));
}
