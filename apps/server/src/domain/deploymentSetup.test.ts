import { describe, expect, it } from 'vitest';
import { emptySections, unconfiguredItems, type DashboardOffers, type DeploymentSetup } from './deploymentSetup.js';

const library = { articles: 13, lessonPlans: 5, episodes: 8, products: 13, screeningArticle: true };
const offers: DashboardOffers = { communityAddress: 'https://parents.example.org', lessonPlansPage: '', library, gifts: 6 };
const complete: DeploymentSetup = {
  offers: { en: offers, zh: offers },
  activeDefaultDashboard: true,
  bookingPage: 'https://clinic.example.org/book',
  referralPage: 'https://clinic.example.org/refer',
  episodes: { total: 8, withoutVideo: 0 },
  items: { total: 31, withoutText: 0 },
  liveGameKeys: 1,
  gameSignInPage: true,
};

describe('the dashboard sections with nothing behind them', () => {
  it('are none when every link leads somewhere', () => {
    expect(emptySections(offers)).toEqual([]);
  });

  it('name each card whose page would be empty', () => {
    const bare = { articles: 0, lessonPlans: 0, episodes: 0, products: 0, screeningArticle: false };
    expect(emptySections({ communityAddress: null, lessonPlansPage: '', library: bare, gifts: 0 })).toEqual([
      'juicebox_series',
      'screen_kid',
      'trusted_products',
      'juicebox_community',
      't1d_training',
      'lesson_plans',
      'gift_card',
    ]);
  });

  it('keep lesson plans and training while either the clinic’s page or the library has something', () => {
    const noPlans = { ...offers, library: { ...library, lessonPlans: 0 } };
    expect(emptySections(noPlans)).toEqual(['lesson_plans']);
    expect(emptySections({ ...noPlans, lessonPlansPage: 'https://clinic.example.org/lessons' })).toEqual([]);
    expect(emptySections({ ...offers, library: { ...library, articles: 0 } })).toEqual([]);
  });
});

describe('what a deployment has not configured', () => {
  it('is nothing once everything is set', () => {
    expect(unconfiguredItems(complete)).toEqual([]);
  });

  it('counts the episodes without a video and the items without text', () => {
    const setup = { ...complete, episodes: { total: 8, withoutVideo: 3 }, items: { total: 31, withoutText: 2 } };
    expect(unconfiguredItems(setup)).toEqual([
      { id: 'episode_videos', missing: 3, total: 8 },
      { id: 'items_without_text', missing: 2, total: 31 },
    ]);
  });

  it('names a card empty in one language only, once', () => {
    const zh = { ...offers, communityAddress: null, library: { ...library, lessonPlans: 0 } };
    const setup = { ...complete, offers: { en: { ...offers, communityAddress: null }, zh } };
    expect(unconfiguredItems(setup).map((item) => item.id)).toEqual(['community_address', 'lesson_plans']);
  });

  it('lists a new deployment’s gaps in the order an operator meets them', () => {
    const fresh: DeploymentSetup = {
      ...complete,
      offers: { en: { ...offers, communityAddress: null }, zh: { ...offers, communityAddress: null } },
      activeDefaultDashboard: false,
      bookingPage: '',
      referralPage: '',
      episodes: { total: 8, withoutVideo: 8 },
      liveGameKeys: 0,
      gameSignInPage: false,
    };
    expect(unconfiguredItems(fresh).map((item) => item.id)).toEqual([
      'default_dashboard',
      'community_address',
      'booking_page',
      'referral_page',
      'episode_videos',
      'game_key',
      'game_sign_in',
    ]);
  });
});
