import { appPaths, googleReturnState, limits, type GoogleReturnState, type GoogleState } from '@t1d/contract';
import { randomNonce, randomPKCECodeVerifier } from 'openid-client';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { allowedCallback } from '../../domain/gameCallback.js';
import { Refusal } from '../../domain/refusal.js';
import { hashToken, newSecret } from '../tokens.js';
import type { IdentityIssuer, VerifiedIdentity } from './issuer.js';
import { accountForIdentity } from './identities.js';

/** This app's pages that finish a Google sign-in (two addresses, one handler). */
const callbackPaths = [appPaths.googleCallback, appPaths.googleSso];

export interface GoogleServices {
  db: Db;
  config: Config;
  identity: IdentityIssuer | null;
  log: FastifyBaseLogger;
}

function issuerOf(services: GoogleServices): IdentityIssuer {
  if (!services.identity) throw new Refusal('google_not_configured');
  return services.identity;
}

/**
 * The redirect address must be exactly one of this app's Google pages on the app's own public origin:
 * the text itself, not only its parsed parts, so nothing (a user name, a query, a fragment) rides along.
 */
function assertOwnRedirect(redirectUri: string, publicUrl: string) {
  const origin = new URL(publicUrl).origin;
  const own = callbackPaths.some((path) => redirectUri === `${origin}${path}`);
  if (!own) throw new Refusal('google_redirect_not_allowed');
}

/**
 * Starts a Google sign-in: keeps the PKCE verifier, the nonce and the page's state fields on the server
 * under a fresh `state`, and answers the issuer's authorization address with a `browserKey` the caller
 * gives this browser (an HttpOnly cookie). Finishing needs both: the `state` travels in addresses, the
 * key never does, so a sign-in cannot be finished from another browser, even by someone who saw the
 * issuer's redirect.
 */
export async function startGoogleSignIn(
  services: GoogleServices,
  request: { state: GoogleState; redirectUri: string },
  now: number,
): Promise<{ url: string; browserKey: string }> {
  const issuer = issuerOf(services);
  assertOwnRedirect(request.redirectUri, services.config.publicUrl);
  const { state: fields } = request;
  if (fields.sso && (!fields.callback_url || !allowedCallback(fields.callback_url, services.config.allowedOrigins))) {
    throw new Refusal('callback_not_allowed');
  }
  const authorization = {
    redirectUri: request.redirectUri,
    state: newSecret(),
    nonce: randomNonce(),
    codeVerifier: randomPKCECodeVerifier(),
  };
  const browserKey = newSecret();
  let url: string;
  try {
    url = await issuer.authorizationUrl(authorization);
  } catch (error) {
    services.log.error({ err: error }, 'the OpenID Connect issuer could not be reached');
    throw new Refusal('google_unavailable');
  }
  await services.db
    .insertInto('google_sign_ins')
    .values({
      state_hash: hashToken(authorization.state),
      browser_hash: hashToken(browserKey),
      code_verifier: authorization.codeVerifier,
      nonce: authorization.nonce,
      redirect_uri: authorization.redirectUri,
      context: JSON.stringify(googleReturnState.parse(fields)),
      created_at: now,
      expires_at: now + limits.googleLoginMinutes * 60,
    })
    .execute();
  return { url, browserKey };
}

export type GoogleOutcome =
  | { exists: true; user: UserRow; accountLinked: boolean; state: GoogleReturnState }
  | { exists: false; email: string; ticket: string; state: GoogleReturnState };

export interface IssuerAnswer {
  code: string;
  /** The `state` on the issuer's redirect. */
  state: string | undefined;
  /** The key this browser's cookie holds: it must be the one given when this sign-in started. */
  browserKey: string | undefined;
  /** The issuer's `iss` on the redirect (RFC 9207), when it sends one. */
  iss?: string;
  inviteCode?: string;
}

/**
 * Uses up the started sign-in `state` names, once, while it is fresh, if `browserKey` is the one it was
 * started with; null otherwise (and then nothing is used up).
 */
async function takeSignIn(db: Db, state: string, browserKey: string, now: number) {
  return db
    .updateTable('google_sign_ins')
    .set({ used_at: now })
    .where('state_hash', '=', hashToken(state))
    .where('browser_hash', '=', hashToken(browserKey))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** The address the issuer sent the browser back to, rebuilt from what was kept and what came back. */
function callbackUrl(redirectUri: string, answer: IssuerAnswer, state: string): URL {
  const url = new URL(redirectUri);
  url.searchParams.set('code', answer.code);
  url.searchParams.set('state', state);
  if (answer.iss) url.searchParams.set('iss', answer.iss);
  return url;
}

/**
 * Finishes a Google sign-in. A state is good for one try, in the browser that started it, within its
 * time; the issuer's code must then check out (PKCE, nonce, issuer, audience, expiry, signature). The
 * account is the one linked to the identity, or one linked now by its verified e-mail (ADR 0014); a new
 * person gets a sign-up ticket instead.
 */
export async function finishGoogleSignIn(services: GoogleServices, answer: IssuerAnswer, now: number): Promise<GoogleOutcome> {
  const issuer = issuerOf(services);
  const { state, browserKey } = answer;
  if (!state || !browserKey) throw new Refusal('google_sign_in_failed');
  const started = await takeSignIn(services.db, state, browserKey, now);
  if (!started) throw new Refusal('google_sign_in_failed');
  const request = { redirectUri: started.redirect_uri, state, nonce: started.nonce, codeVerifier: started.code_verifier };
  let identity: VerifiedIdentity;
  try {
    identity = await issuer.verify(callbackUrl(started.redirect_uri, answer, state), request, now);
  } catch (error) {
    services.log.warn({ code: errorCode(error) }, 'a Google sign-in did not check out');
    throw new Refusal('google_sign_in_failed');
  }
  const kept = googleReturnState.parse(JSON.parse(started.context));
  const returnState = { ...kept, invite_code: kept.invite_code || answer.inviteCode || undefined };

  const account = await accountForIdentity(services.db, identity, now);
  if (account) return { exists: true, user: account.user, accountLinked: account.linkedNow, state: returnState };
  if (!identity.email || !identity.emailVerified) throw new Refusal('google_email_unverified');
  const ticket = newSecret();
  await services.db
    .updateTable('google_sign_ins')
    .set({
      ticket_hash: hashToken(ticket),
      ticket_issuer: identity.issuer,
      ticket_subject: identity.subject,
      ticket_email: identity.email,
      ticket_expires_at: now + limits.googleTicketMinutes * 60,
    })
    .where('id', '=', started.id)
    .execute();
  return { exists: false, email: identity.email, ticket, state: returnState };
}

/** openid-client names why a check failed (e.g. OAUTH_JWT_CLAIM_COMPARISON_FAILED); the log keeps that, not the token. */
function errorCode(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return error instanceof Error ? error.name : 'unknown';
}
