import type { UnconfiguredId } from '@t1d/contract';
import { paths } from '../../../shared/paths';

/**
 * Where the console sets each item: a page of the console (with the section to scroll to), or null
 * for what only the server's settings hold (the item then names the setting instead).
 */
export const unconfiguredPlaces: Record<UnconfiguredId, string | null> = {
  default_dashboard: paths.homeConfigEditor(),
  community_address: `${paths.consoleSettings()}#settings-community`,
  // The workflow's addresses: the form's own heading (consultation's WorkflowUrlsForm).
  booking_page: `${paths.consoleSettings()}#desk-urls-title`,
  referral_page: `${paths.consoleSettings()}#desk-urls-title`,
  episode_videos: paths.consoleContentList('episodes'),
  lesson_plans: paths.consoleContentList('lesson-plans'),
  library: paths.consoleContentList('articles'),
  screening_article: paths.consoleContentList('articles'),
  products: paths.consoleContentList('products'),
  gifts: paths.consoleContentList('gifts'),
  items_without_text: paths.consoleContent(),
  game_key: paths.consoleGameKeys(),
  game_sign_in: null,
};
