import { limits } from '@t1d/contract';
import { readSsoQuery, type SsoInfo } from './sso';

export type AuthTab = 'signin' | 'signup';

export interface AuthQuery {
  tab: AuthTab;
  inviteCode: string;
  campaign: string;
  hospital: string;
  email: string;
  /** SSO mode: the parent came from the game and goes back to its callback. */
  sso: SsoInfo | null;
  /** A campaign or hospital the link brought that the sign-up would refuse: left out, with a notice. */
  dropped: LinkField[];
}

export type LinkField = 'campaign' | 'hospital';

/**
 * How a link's e-mail, campaign and hospital are judged: by the contract's own rules, which come with
 * zod (validation.ts), so only a link that carries one of them needs them (hasLinkValues).
 */
export interface LinkChecks {
  isValidEmail(email: string): boolean;
  isValidLinkField(field: LinkField, value: string): boolean;
}

const linkValueNames = ['email', 'campaign', 'hospital'] as const;

/** Whether the query carries an e-mail, campaign or hospital, which must be judged before the page shows them. */
export function hasLinkValues(search: string): boolean {
  const params = new URLSearchParams(search);
  return linkValueNames.some((name) => (params.get(name)?.trim() ?? '') !== '');
}

/** A campaign or hospital from the link, kept only if sign-up would take it (the contract's own rule). */
function linkField(params: URLSearchParams, field: LinkField, dropped: LinkField[], checks: LinkChecks): string {
  const value = params.get(field)?.trim() ?? '';
  if (value === '' || checks.isValidLinkField(field, value)) return value;
  dropped.push(field);
  return '';
}

/** Invite codes in a URL must be inv_ plus letters, digits or underscores; anything else is ignored. */
export function inviteCodeFromUrl(raw: string | null): string {
  const code = raw?.trim() ?? '';
  return limits.inviteCodePattern.test(code) ? code : '';
}

/** The tab the query selects: tab=signin selects Sign In unless an invite code or a campaign came along. */
export function authTab(search: string): AuthTab {
  const params = new URLSearchParams(search);
  // An invitation is always accepted by signing up, and a campaign starts a new account.
  const signUpForced = inviteCodeFromUrl(params.get('invite_code')) !== '' || params.has('campaign');
  return params.get('tab') === 'signin' && !signUpForced ? 'signin' : 'signup';
}

/**
 * What the /signup query asks for: the tab (authTab), the invitation fields
 * prefilled, an e-mail accepted only if it is valid.
 */
export function readAuthQuery(search: string, checks: LinkChecks): AuthQuery {
  const params = new URLSearchParams(search);
  const email = params.get('email')?.trim() ?? '';
  const dropped: LinkField[] = [];
  const campaign = linkField(params, 'campaign', dropped, checks);
  return {
    tab: authTab(search),
    inviteCode: inviteCodeFromUrl(params.get('invite_code')),
    campaign,
    hospital: linkField(params, 'hospital', dropped, checks),
    email: email !== '' && checks.isValidEmail(email) ? email : '',
    sso: readSsoQuery(params),
    dropped,
  };
}
