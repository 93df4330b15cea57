import * as z from 'zod/mini';
import { command } from '../define.js';
import { epochSeconds, inviteCodeField, optionalMinText, plainText } from '../fields.js';
import { limits, validationMessages as m } from '../messages.js';

/** A web address as it arrives; whether it may be used is the server's judgement (allow-lists), not a pattern's. */
const address = z.string().check(z.trim(), z.minLength(1), z.maxLength(2048));

/** What the parent did in this app before going back to the game (docs/protocol.md, CommonSso.createGameReturn). */
export const ssoAction = z.enum(['signin', 'signup']);
export type SsoAction = z.infer<typeof ssoAction>;

/**
 * Where a Google sign-in started and what it must carry on (the state fields of CommonSso.getGoogleStartLink). The web app
 * sends it with the start link; the server keeps it and hands it back, checked, after the issuer's answer.
 */
export const googleState = z.object({
  origin: z.optional(address),
  redirect_uri: z.optional(address),
  invite_code: inviteCodeField,
  campaign: optionalMinText(limits.campaignMin, m.campaignTooShort),
  hospital: optionalMinText(limits.hospitalMin, m.hospitalTooShort),
  /** SSO mode: the parent came from the game and goes back to `callback_url`. */
  sso: z.optional(z.boolean()),
  callback_url: z.optional(address),
  session_id: z.optional(plainText(200)),
  source: z.optional(plainText(100)),
});
export type GoogleState = z.infer<typeof googleState>;

/** The state as the server hands it back after the issuer's answer: what the page needs to carry on. */
export const googleReturnState = z.omit(googleState, { origin: true, redirect_uri: true });
export type GoogleReturnState = z.infer<typeof googleReturnState>;

/** `state` travels as a JSON string (docs/protocol.md); it is parsed and checked like any other input. */
const stateJson = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(8192)),
    z.transform((raw, payload) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        payload.issues.push({ code: 'custom', message: 'state must be a JSON object', input: raw });
        return z.NEVER;
      }
    }),
  ),
  googleState,
);

export const commonSso = {
  /**
   * Starts a Google (OpenID Connect) sign-in: answers the issuer's authorization address, with PKCE, a
   * `state` and a `nonce` kept on the server, and marks this browser as the one that started it.
   */
  'CommonSso.getGoogleStartLink': command({
    access: 'public',
    effect: 'write',
    envelope: 'standard',
    rateLimit: 'googleStart',
    input: z.object({ state: stateJson, redirect_uri: address }),
    output: z.string(),
  }),
  /** What the sign-in page may offer: the Google button only when an issuer is configured, and the game's address. */
  'CommonSso.getSignInOptions': command({
    access: 'public',
    effect: 'read',
    envelope: 'standard',
    input: z.object({}),
    output: z.object({ google: z.boolean(), game_url: z.string() }),
  }),
  /** Whether a game link's `callback_url` may be returned to (its origin is on ALLOWED_ORIGINS). */
  'CommonSso.checkGameCallback': command({
    access: 'public',
    effect: 'read',
    envelope: 'standard',
    input: z.object({ callback_url: address }),
    output: z.object({ origin: z.string() }),
  }),
  /**
   * The address that takes the signed-in parent back to the game: `callback_url` (on the allow-list)
   * with a one-time SSO `token` the game's server redeems through `/api/game/v1/sso/redeem`, and `action`.
   */
  'CommonSso.createGameReturn': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z.object({ callback_url: address, action: ssoAction }),
    output: z.object({ url: z.string(), expires_at: epochSeconds }),
  }),
};
