import * as z from 'zod/mini';
import { command } from '../define.js';

/**
 * What a deployment may leave unconfigured, each with what parents miss because of it (ADR 0034):
 * - default_dashboard: no active default dashboard configuration; parents without a campaign of their
 *   own get the app's fallback, which shows family goals only in dev mode;
 * - community_address: no community group address; the community card is not drawn;
 * - booking_page: no booking page; parents ask the clinic to contact them instead;
 * - referral_page: no referral page; parents request the referral, and the clinic prepares it;
 * - episode_videos: episodes without a video; they are left out of the series (all: no series card);
 * - lesson_plans: no lesson-plans page and no lesson plan in the library; the lesson plans card is not drawn;
 * - library: neither articles nor lesson plans; the training card is not drawn;
 * - screening_article: the screening article is not published; the screening card is not drawn;
 * - products: no trusted product; the trusted products card is not drawn;
 * - gifts: no gift in the catalogue; the gift card is not drawn;
 * - items_without_text: published items with an empty text in a language; its readers do not see them;
 * - game_key: no live key to the game API; the children's play (streaks, skills, red flags) never arrives;
 * - game_sign_in: no game sign-in page (GAME_LOGIN_URL); a child's login link cannot open the game.
 */
export const unconfiguredId = z.enum([
  'default_dashboard',
  'community_address',
  'booking_page',
  'referral_page',
  'episode_videos',
  'lesson_plans',
  'library',
  'screening_article',
  'products',
  'gifts',
  'items_without_text',
  'game_key',
  'game_sign_in',
]);
export type UnconfiguredId = z.infer<typeof unconfiguredId>;

export const unconfiguredItem = z.object({
  id: unconfiguredId,
  /** For what is counted (episodes without a video, items without text): how many lack it; otherwise null. */
  missing: z.nullable(z.number().check(z.int(), z.nonnegative())),
  /** Out of how many (every published episode, every published item); otherwise null. */
  total: z.nullable(z.number().check(z.int(), z.nonnegative())),
});
export type UnconfiguredItem = z.infer<typeof unconfiguredItem>;

export const operatorSetupHandler = {
  /** What the deployment has not configured yet, from its real configuration; empty once everything is set. */
  'OperatorSetupHandler.listUnconfigured': command({
    access: 'operator',
    effect: 'read',
    envelope: 'standard',
    input: z.object({}),
    output: z.object({ list: z.array(unconfiguredItem) }),
  }),
};
