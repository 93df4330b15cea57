import type { AppGlobal } from '@t1d/contract';
import { answer, type Script } from './gateway';

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
