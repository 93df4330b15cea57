import type { HomeSectionId, UnconfiguredItem } from '@t1d/contract';

/** What the library offers a parent reading one language: how many items of each kind (libraryReads.ts's rule). */
export interface OfferedLibrary {
  articles: number;
  lessonPlans: number;
  /** Episodes with a video: the series. */
  episodes: number;
  products: number;
  /** The screening article the screening card opens. */
  screeningArticle: boolean;
}

/** What the dashboard's link sections lead to, as the deployment has it configured. */
export interface DashboardOffers {
  communityAddress: string | null;
  lessonPlansPage: string;
  library: OfferedLibrary;
  gifts: number;
}

/**
 * The link sections that would lead a parent to a page with nothing to offer (ADR 0034), so the
 * dashboard does not draw them. The other sections show the family's own data, empty or not.
 */
export function emptySections({ communityAddress, lessonPlansPage, library, gifts }: DashboardOffers): HomeSectionId[] {
  const empty: [HomeSectionId, boolean][] = [
    ['juicebox_series', library.episodes === 0],
    ['screen_kid', !library.screeningArticle],
    ['trusted_products', library.products === 0],
    ['juicebox_community', !communityAddress],
    // The training page is the library: its urgent articles, all articles and the lesson plans.
    ['t1d_training', library.articles === 0 && library.lessonPlans === 0],
    ['lesson_plans', !lessonPlansPage && library.lessonPlans === 0],
    ['gift_card', gifts === 0],
  ];
  return empty.filter(([, isEmpty]) => isEmpty).map(([id]) => id);
}

/** What the deployment has configured, beyond what the dashboard's sections need, for its operators' list. */
export interface DeploymentSetup {
  /** The dashboard's offers for a reader of each language (a section empty in either is listed). */
  offers: { en: DashboardOffers; zh: DashboardOffers };
  activeDefaultDashboard: boolean;
  bookingPage: string;
  referralPage: string;
  /** Published episodes, and how many of them have no video. */
  episodes: { total: number; withoutVideo: number };
  /** Published items other than episodes, and how many have an empty text in English or Chinese. */
  items: { total: number; withoutText: number };
  liveGameKeys: number;
  gameSignInPage: boolean;
}

const single = (id: UnconfiguredItem['id']): UnconfiguredItem => ({ id, missing: null, total: null });

/**
 * What the deployment has not configured yet, in the order an operator of a new deployment meets it:
 * the dashboard, what parents open from it, the care plan's pages, the library, then the game.
 */
export function unconfiguredItems(setup: DeploymentSetup): UnconfiguredItem[] {
  const hidden = new Set([...emptySections(setup.offers.en), ...emptySections(setup.offers.zh)]);
  const { episodes, items } = setup;
  const candidates: [boolean, UnconfiguredItem][] = [
    [!setup.activeDefaultDashboard, single('default_dashboard')],
    [hidden.has('juicebox_community'), single('community_address')],
    [!setup.bookingPage, single('booking_page')],
    [!setup.referralPage, single('referral_page')],
    [episodes.withoutVideo > 0, { id: 'episode_videos', missing: episodes.withoutVideo, total: episodes.total }],
    [hidden.has('lesson_plans'), single('lesson_plans')],
    [hidden.has('t1d_training'), single('library')],
    [hidden.has('screen_kid'), single('screening_article')],
    [hidden.has('trusted_products'), single('products')],
    [hidden.has('gift_card'), single('gifts')],
    [items.withoutText > 0, { id: 'items_without_text', missing: items.withoutText, total: items.total }],
    [setup.liveGameKeys === 0, single('game_key')],
    [!setup.gameSignInPage, single('game_sign_in')],
  ];
  return candidates.filter(([unconfigured]) => unconfigured).map(([, item]) => item);
}
