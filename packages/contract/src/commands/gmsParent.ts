import * as z from 'zod/mini';
import { command } from '../define.js';
import { homeSectionIds } from '../homeSections.js';

/** What the whole app needs once per session: the deployment's addresses and numbers, and the content rewards. */
export const appGlobal = z.object({
  /** The parents' community group; null until an operator sets one. */
  parent_community_url: z.nullable(z.string()),
  community_entry_coins: z.number().check(z.int(), z.nonnegative()),
  lesson_plan_coins: z.number().check(z.int(), z.nonnegative()),
  product_explore_coins: z.number().check(z.int(), z.nonnegative()),
  /** The number to call in an emergency where the deployment serves families (EMERGENCY_NUMBER), as written there. */
  emergency_number: z.string(),
  /** The care team's phone (CARE_TEAM_PHONE); null when the deployment names none. */
  care_team_phone: z.nullable(z.string()),
});
export type AppGlobal = z.infer<typeof appGlobal>;

export const gmsParent = {
  'GmsParent.getAppData': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({}),
    output: z.object({ global: appGlobal }),
  }),
  /**
   * The dashboard's sections this deployment has nothing behind (ADR 0034): a card that would lead to
   * an empty page (no episode with a video, no community address, no lesson plans…) is not drawn.
   */
  'GmsParent.getEmptySections': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({}),
    output: z.object({ sections: z.array(z.enum(homeSectionIds)) }),
  }),
};
