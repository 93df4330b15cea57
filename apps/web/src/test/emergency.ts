import type { AppGlobal } from '@t1d/contract';
import { answer, type Script } from './gateway';
import { anItem, detailOf } from './library';

/** GmsParent.getAppData's answer for tests: the default deployment's facts, `overrides` changing some. */
export const appGlobal = (overrides: Partial<AppGlobal> = {}) => ({
  global: {
    parent_community_url: 'https://community.example.org/t1d-parents',
    community_entry_coins: 5,
    lesson_plan_coins: 10,
    product_explore_coins: 5,
    emergency_number: '112',
    care_team_phone: null,
    ...overrides,
  },
});

/** The request a screen with an emergency call makes besides its own (EmergencyCall), answered for `overrides`. */
export const emergencyNumbersRequest = (overrides: Partial<AppGlobal> = {}): Script => ({
  'GmsParent.getAppData': () => answer('GmsParent.getAppData', appGlobal(overrides)),
});

/** The library's urgent set as kept for offline beside every signed-in page (ADR 0064): one article, a low's. */
export const urgentLow = anItem({ id: 1, slug: 'hypoglycaemia', title: 'Low blood glucose: the signs and the rule of 15', urgent: true });

/** The requests that keep the urgent set (its list, then each article), answered with `urgentLow`. */
export const urgentLearningRequests = (): Script => ({
  'ContentApi.list': () => answer('ContentApi.list', { list: [urgentLow] }),
  'ContentApi.get': () => answer('ContentApi.get', detailOf(urgentLow, 'Give 15 g of fast-acting carbohydrate now.')),
});
