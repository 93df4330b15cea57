import { positiveInt } from './configValues.js';

export interface RateLimitRule {
  /** Attempts allowed inside one window. */
  max: number;
  windowSeconds: number;
}

export interface RateLimits {
  signinPerAddress: RateLimitRule;
  signinFailuresPerEmail: RateLimitRule;
  /** Wrong child passwords at the game's door (children/verify), per login name. */
  childPasswordFailuresPerLoginName: RateLimitRule;
  /** A parent's failed attempts to link a game account, whatever the login name. */
  childLinkFailuresPerParent: RateLimitRule;
  /** Failed attempts, by any parent, to link one game account that could be linked. */
  childLinkFailuresPerLoginName: RateLimitRule;
  signupPerAddress: RateLimitRule;
  inviteLookupPerAddress: RateLimitRule;
  /** Calls to the game integration API, per game API key. */
  gameRequestsPerKey: RateLimitRule;
  /** Game API calls with a missing or unknown key, per client address (calls with a live key do not count). */
  gameUnknownKeysPerAddress: RateLimitRule;
  /** Questions to the AI chat, per parent. */
  chatQuestionsPerUser: RateLimitRule;
  /** Invitations a parent may issue in a day (each may send an e-mail from the app's sender). */
  invitationsPerParent: RateLimitRule;
  /** Invitations all the parents of one family may issue in a day. */
  invitationsPerFamily: RateLimitRule;
}

export const defaultRateLimits: RateLimits = {
  signinPerAddress: { max: 100, windowSeconds: 60 },
  signinFailuresPerEmail: { max: 10, windowSeconds: 15 * 60 },
  childPasswordFailuresPerLoginName: { max: 10, windowSeconds: 15 * 60 },
  childLinkFailuresPerParent: { max: 10, windowSeconds: 15 * 60 },
  childLinkFailuresPerLoginName: { max: 10, windowSeconds: 15 * 60 },
  signupPerAddress: { max: 30, windowSeconds: 60 },
  inviteLookupPerAddress: { max: 30, windowSeconds: 60 },
  gameRequestsPerKey: { max: 6000, windowSeconds: 60 },
  gameUnknownKeysPerAddress: { max: 30, windowSeconds: 60 },
  chatQuestionsPerUser: { max: 10, windowSeconds: 60 },
  // Far above what a family sends (a partner, grandparents, a child or two), far below a mail relay.
  invitationsPerParent: { max: 20, windowSeconds: 24 * 3600 },
  invitationsPerFamily: { max: 30, windowSeconds: 24 * 3600 },
};

/**
 * The limits a deployment may widen, each by its variable: a hospital whose families share one network
 * address may need more room. Sign-up and invite look-ups share SIGNUP_PER_MINUTE.
 */
const fromEnvironment: Array<[keyof RateLimits, string]> = [
  ['signinPerAddress', 'SIGNIN_PER_MINUTE'],
  ['signupPerAddress', 'SIGNUP_PER_MINUTE'],
  ['inviteLookupPerAddress', 'SIGNUP_PER_MINUTE'],
  ['gameRequestsPerKey', 'GAME_API_PER_MINUTE'],
  ['chatQuestionsPerUser', 'CHAT_PER_MINUTE'],
  ['invitationsPerParent', 'INVITATIONS_PER_PARENT_PER_DAY'],
  ['invitationsPerFamily', 'INVITATIONS_PER_FAMILY_PER_DAY'],
];

/** The defaults, with the maxima the environment sets; each window stays the default's. */
export function parseRateLimits(env: NodeJS.ProcessEnv): RateLimits {
  const limits = { ...defaultRateLimits };
  for (const [name, variable] of fromEnvironment) {
    limits[name] = { ...defaultRateLimits[name], max: positiveInt(variable, env[variable], defaultRateLimits[name].max) };
  }
  return limits;
}
