import { limits, signupInput } from '@t1d/contract';
import { readSsoQuery, type SsoInfo } from './sso';
import { isValidEmail } from './validation';

export type AuthTab = 'signin' | 'signup';

export interface AuthQuery {
  tab: AuthTab;
  inviteCode: string;
  campaign: string;
  hospital: string;
  email: string;
  /** SSO mode: the parent came from the game and goes back to its callback (spec section 4). */
  sso: SsoInfo | null;
  /** A campaign or hospital the link brought that the sign-up would refuse: left out, with a notice. */
  dropped: LinkField[];
}

export type LinkField = 'campaign' | 'hospital';

/** A campaign or hospital from the link, kept only if sign-up would take it (the contract's own rule). */
function linkField(params: URLSearchParams, field: LinkField, dropped: LinkField[]): string {
  const value = params.get(field)?.trim() ?? '';
  if (value === '' || signupInput.shape[field].safeParse(value).success) return value;
  dropped.push(field);
  return '';
}

/** Invite codes in a URL must be inv_ plus letters, digits or underscores; anything else is ignored. */
export function inviteCodeFromUrl(raw: string | null): string {
  const code = raw?.trim() ?? '';
  return limits.inviteCodePattern.test(code) ? code : '';
}

/**
 * What the /signup query asks for (spec sections 4-5): tab=signin selects Sign In unless an invite
 * code or a campaign came along, otherwise Sign Up; invitation fields are prefilled; an e-mail is
 * accepted only if it is valid.
 */
export function readAuthQuery(search: string): AuthQuery {
  const params = new URLSearchParams(search);
  const email = params.get('email')?.trim() ?? '';
  const inviteCode = inviteCodeFromUrl(params.get('invite_code'));
  const dropped: LinkField[] = [];
  const campaign = linkField(params, 'campaign', dropped);
  // An invitation is always accepted by signing up, and a campaign starts a new account (spec section 4).
  const signUpForced = inviteCode !== '' || params.has('campaign');
  return {
    tab: params.get('tab') === 'signin' && !signUpForced ? 'signin' : 'signup',
    inviteCode,
    campaign,
    hospital: linkField(params, 'hospital', dropped),
    email: isValidEmail(email) ? email : '',
    sso: readSsoQuery(params),
    dropped,
  };
}
