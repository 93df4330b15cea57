import { screeningArticleSlug, type HomeSectionId } from '@t1d/contract';
import type { Config } from '../config.js';
import { readCommunityUrl } from '../content/appData.js';
import { offeredItems } from '../content/libraryReads.js';
import { readConsultationUrls } from '../consultation/urls.js';
import type { Db } from '../db/database.js';
import type { ContentKind } from '../db/schema.js';
import { emptySections, type DashboardOffers } from '../domain/deploymentSetup.js';
import type { Locale } from '../domain/locale.js';

/** How many items of `kind` a reader of `locale` is offered (the library's own rule, libraryReads.ts). */
async function offeredCount(db: Db, kind: ContentKind, locale: Locale, slug?: string): Promise<number> {
  let query = offeredItems(db, kind, locale).select((eb) => eb.fn.countAll<number | string>().as('count'));
  if (slug) query = query.where('item.slug', '=', slug);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/** What the dashboard's link sections lead to on this deployment, for a reader of `locale`. */
export async function readDashboardOffers(db: Db, config: Config, locale: Locale): Promise<DashboardOffers> {
  const [communityAddress, urls, articles, lessonPlans, episodes, products, screening, gifts] = await Promise.all([
    readCommunityUrl(db),
    readConsultationUrls(db, config),
    offeredCount(db, 'article', locale),
    offeredCount(db, 'lesson_plan', locale),
    offeredCount(db, 'episode', locale),
    offeredCount(db, 'product', locale),
    offeredCount(db, 'article', locale, screeningArticleSlug),
    db
      .selectFrom('gift_catalogue')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('published', '=', 1)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    communityAddress,
    lessonPlansPage: urls.parent_lesson_plans_url,
    library: { articles, lessonPlans, episodes, products, screeningArticle: screening > 0 },
    gifts: Number(gifts.count),
  };
}

/** The dashboard sections with nothing behind them for a reader of `locale` (ADR 0034). */
export async function readEmptySections(db: Db, config: Config, locale: Locale): Promise<HomeSectionId[]> {
  return emptySections(await readDashboardOffers(db, config, locale));
}
