import type { CommandInput, CommandOutput, GoogleReturnState, GoogleState } from '@t1d/contract';
import { callCommand } from '../../shared/api';
import { paths } from '../../shared/paths';
import type { GoogleFailure } from './authErrors';
import type { SsoInfo } from './sso';

type GoogleOutcome = CommandOutput<'ParentAuthHandler.google_exchange'>;

/** What a Google sign-in carries through the issuer: the link's invitation fields and, in SSO mode, the way back. */
export interface GoogleCarry {
  inviteCode: string;
  campaign: string;
  hospital: string;
  sso: SsoInfo | null;
}

/**
 * The start link's input (docs/protocol.md, CommonSso.getGoogleStartLink): the state fields as a JSON string, and the address the
 * issuer sends the browser back to, this app's /google-callback. The server keeps the state and
 * hands it back, checked, after the issuer's answer; nothing in it is trusted from the way back.
 */
export function googleStartInput(carry: GoogleCarry, origin: string): CommandInput<'CommonSso.getGoogleStartLink'> {
  const redirectUri = `${origin}${paths.googleCallback()}`;
  const state: GoogleState = {
    origin,
    redirect_uri: redirectUri,
    ...(carry.inviteCode ? { invite_code: carry.inviteCode } : {}),
    ...(carry.campaign ? { campaign: carry.campaign } : {}),
    ...(carry.hospital ? { hospital: carry.hospital } : {}),
    ...(carry.sso ? { sso: true, callback_url: carry.sso.callbackUrl, session_id: carry.sso.sessionId, source: carry.sso.source } : {}),
  };
  return { state: JSON.stringify(state), redirect_uri: redirectUri };
}

/** SSO mode as the server handed it back with the issuer's answer (its callback already checked). */
export function ssoFromState(state: GoogleReturnState, now = Date.now()): SsoInfo | null {
  if (!state.sso || !state.callback_url || !state.session_id) return null;
  return { sessionId: state.session_id, callbackUrl: state.callback_url, source: state.source || 'portal', timestamp: now };
}

/** The issuer's answer on the way back: its code, state and `iss`, or the error it sent instead. */
export function issuerAnswer(search: string): CommandInput<'ParentAuthHandler.google_exchange'> | null {
  const params = new URLSearchParams(search);
  const code = params.get('code') ?? '';
  if (params.has('error') || code === '') return null;
  const state = params.get('state');
  const iss = params.get('iss');
  return { code, ...(state ? { state } : {}), ...(iss ? { iss } : {}) };
}

/** How /google-callback hands its outcome to /signup-with-google: in history state, never in the address. */
export interface GoogleHandOver {
  /** `account_linked`: this sign-in linked an account someone made before with this e-mail (ADR 0014). */
  google: { exists: true; account_linked: boolean; state: GoogleReturnState } | Extract<GoogleOutcome, { exists: false }>;
}

export function isGoogleHandOver(value: unknown): value is GoogleHandOver {
  const google = (value as Partial<GoogleHandOver> | null)?.google;
  return typeof google === 'object' && google !== null && typeof google.exists === 'boolean' && typeof google.state === 'object';
}

// A code works once: a screen mounted twice (React's development double run, a quick back and
// forth) must share the one exchange rather than spend the code and then fail.
const exchanges = new Map<string, Promise<GoogleOutcome>>();

/** Hands the issuer's answer to the server (ParentAuthHandler.google_exchange), once per code. */
export function exchangeGoogleCode(input: CommandInput<'ParentAuthHandler.google_exchange'>): Promise<GoogleOutcome> {
  let exchange = exchanges.get(input.code);
  if (!exchange) {
    exchange = callCommand('ParentAuthHandler.google_exchange', input);
    exchanges.set(input.code, exchange);
  }
  return exchange;
}

/** How a refused Google sign-in reaches /signup, whose Authentication Error modal says why. */
export interface GoogleFailureState {
  googleFailure: GoogleFailure;
}

export function isGoogleFailureState(value: unknown): value is GoogleFailureState {
  const failure = (value as Partial<GoogleFailureState> | null)?.googleFailure;
  return typeof failure === 'object' && failure !== null && typeof failure.msg === 'string';
}
