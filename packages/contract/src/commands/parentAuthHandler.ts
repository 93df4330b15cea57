import * as z from 'zod/mini';
import { command } from '../define.js';
import {
  emailField,
  id,
  inviteCodeField,
  loginNameField,
  timeZoneField,
  requiredInviteCode,
  optionalMinText,
  passwordField,
  requiredText,
  signinPasswordField,
} from '../fields.js';
import { limits, validationMessages as m } from '../messages.js';
import { authData, location, userProfile } from '../shapes.js';
import { googleReturnState } from './commonSso.js';

/** A Google sign-in's outcome (docs/protocol.md): an account signed in, or a ticket to finish signing up with. */
const googleExchangeOutput = z.discriminatedUnion('exists', [
  z.extend(authData, {
    exists: z.literal(true),
    /** This sign-in linked, by its verified e-mail, an account made before with a password (ADR 0014). */
    account_linked: z.boolean(),
    state: googleReturnState,
  }),
  z.object({ exists: z.literal(false), email: z.string(), google_ticket: z.string(), state: googleReturnState }),
]);

/** An e-mail with its own "required" wording. */
const requiredEmail = (requiredMessage: string) => z.pipe(requiredText(requiredMessage), emailField);

export const signupInput = z
  .object({
    /** Not needed with `is_google_sso`: the e-mail then comes from the Google ticket, never from the request. */
    email: z.optional(emailField),
    password: passwordField,
    invite_code: inviteCodeField,
    is_google_sso: z.optional(z.boolean()),
    google_ticket: z.optional(z.string().check(z.maxLength(512))),
    location: z.optional(z.number().check(z.int(), z.positive())),
    campaign: optionalMinText(limits.campaignMin, m.campaignTooShort),
    hospital: optionalMinText(limits.hospitalMin, m.hospitalTooShort),
    /** The device's IANA time zone; a new family's days start at its midnight. */
    time_zone: z.optional(timeZoneField),
    /** A partner client (not a browser) that keeps the persistent login itself asks for it in the answer. */
    persistent_token_in_body: z.optional(z.boolean()),
  })
  .check(
    z.refine((input) => input.is_google_sso === true || input.email !== undefined, {
      path: ['email'],
      error: m.emailRequired,
    }),
  );

export const signinInput = z.object({
  email: emailField,
  password: signinPasswordField,
  /** As for sign-up: only a partner client that keeps the persistent login itself. */
  persistent_token_in_body: z.optional(z.boolean()),
});

export const parentAuthHandler = {
  'ParentAuthHandler.signup': command({
    access: 'public',
    effect: 'write',
    envelope: 'standard',
    rateLimit: 'signup',
    input: signupInput,
    output: authData,
  }),
  'ParentAuthHandler.signin': command({
    access: 'public',
    effect: 'write',
    envelope: 'standard',
    rateLimit: 'signin',
    input: signinInput,
    output: authData,
  }),
  /**
   * Finishes a Google sign-in: checks the issuer's code against the state this browser started with
   * (PKCE, nonce, issuer, audience, expiry), then signs in the account linked to the Google identity
   * (or, by a verified e-mail, links it: ADR 0014), or answers a short-lived ticket for signing up.
   */
  'ParentAuthHandler.google_exchange': command({
    access: 'public',
    effect: 'write',
    envelope: 'standard',
    rateLimit: 'secret',
    input: z.object({
      code: z.string().check(z.minLength(1), z.maxLength(4096)),
      state: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
      /** The issuer's `iss` from the redirect (RFC 9207), for issuers that send it. */
      iss: z.optional(z.string().check(z.maxLength(2048))),
      invite_code: inviteCodeField,
    }),
    output: googleExchangeOutput,
  }),
  /**
   * Opens a session from a one-time parent login link (`/?token=...` → /token-handler), which the
   * game makes through its integration API. Single use; the persistent login is set as for sign-in.
   */
  'ParentAuthHandler.redeemLoginToken': command({
    access: 'public',
    effect: 'write',
    envelope: 'standard',
    rateLimit: 'secret',
    input: z.object({ token: z.string().check(z.minLength(1), z.maxLength(512)) }),
    output: authData,
  }),
  'ParentAuthHandler.checkPersistentAuth': command({
    access: 'public',
    effect: 'write',
    envelope: 'standard',
    rateLimit: 'secret',
    input: z.object({
      // The persistent token comes from the HttpOnly cookie; partner clients may send it as `token`.
      token: z.optional(z.string().check(z.maxLength(512))),
      /**
       * A page load asking whether this device has a saved login: with no persistent token at all the
       * answer is `null` (200), not a 401. A token that is unknown, expired or revoked is still a 401.
       */
      optional: z.optional(z.boolean()),
    }),
    output: z.nullable(
      z.pick(authData, {
        user_id: true,
        family_id: true,
        p_code: true,
        email: true,
        real_name: true,
        webapp_version_key: true,
        token: true,
      }),
    ),
  }),
  /**
   * Forgets this device's persistent login: revokes the token in the HttpOnly cookie and clears the
   * cookie. Public, because the session-expired flow must clear it when no session is left.
   */
  'ParentAuthHandler.clearPersistentAuth': command({
    access: 'public',
    effect: 'write',
    envelope: 'standard',
    input: z.object({}),
    output: z.null(),
  }),
  'ParentAuthHandler.signout': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    // A partner client names the persistent login it holds, so that it ends too (a browser's is the cookie).
    input: z.object({ all_devices: z.optional(z.boolean()), persistent_token: z.optional(z.string().check(z.maxLength(512))) }),
    output: z.null(),
  }),
  'ParentAuthHandler.getUserProfile': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({}),
    output: userProfile,
  }),
  /** A child creates its own game account from a child invitation. */
  'ParentAuthHandler.signUpChildINParentApp': command({
    access: 'public',
    effect: 'write',
    envelope: 'standard',
    rateLimit: 'signup',
    input: z.object({
      invite_code: requiredInviteCode,
      username: loginNameField,
      password: passwordField,
      location: z.optional(z.number().check(z.int(), z.positive())),
      parent_email: requiredEmail(m.parentEmailRequired),
    }),
    output: z.object({ user_id: id, login_name: z.string() }),
  }),
  'ParentAuthHandler.getLocations': command({
    access: 'public',
    effect: 'read',
    envelope: 'standard',
    input: z.object({}),
    output: z.array(location),
  }),
};
