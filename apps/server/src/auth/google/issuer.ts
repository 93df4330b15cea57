import * as client from 'openid-client';
import { isLoopbackHttp, type OidcConfig } from '../../config.js';

/** The claims a Google sign-in is decided on, from an ID token whose signature, issuer, audience, nonce and expiry held. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The OpenID Connect issuer behind 'Sign in with Google' (Google unless configured otherwise). */
export interface IdentityIssuer {
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  /** Trades the code in `callbackUrl` at the token endpoint and verifies the ID token; throws on any mismatch. */
  verify(callbackUrl: URL, request: AuthorizationRequest, now: number): Promise<VerifiedIdentity>;
}

export interface IssuerOptions {
  /** Replaces fetch for the issuer's endpoints (tests stand between the app and the issuer with it). */
  fetch?: client.CustomFetch;
}

/**
 * An issuer client over openid-client: discovery once per process (again after a failure), PKCE with
 * S256, `state` and `nonce`, and signed ID tokens checked against the issuer's published keys. Time
 * checks follow the app's clock, so an expired ID token is judged by the same clock as everything else.
 */
export function createIdentityIssuer(settings: OidcConfig, options: IssuerOptions = {}): IdentityIssuer {
  let discovered: Promise<client.Configuration> | null = null;
  const insecure = isLoopbackHttp(new URL(settings.issuer));

  const configuration = (): Promise<client.Configuration> => {
    discovered ??= client
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        ...(options.fetch ? { [client.customFetch]: options.fetch } : {}),
        // Plain http only for an issuer on this machine (config.ts refuses it anywhere else).
        ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };

  /** A configuration whose clock is the app's, for one exchange (client metadata is fixed once made). */
  const clockedAt = async (now: number): Promise<client.Configuration> => {
    const base = await configuration();
    const config = new client.Configuration(base.serverMetadata(), settings.clientId, {
      client_secret: settings.clientSecret,
      [client.clockSkew]: now - Math.floor(Date.now() / 1000),
    });
    if (options.fetch) config[client.customFetch] = options.fetch;
    if (insecure) client.allowInsecureRequests(config);
    client.enableNonRepudiationChecks(config);
    return config;
  };

  return {
    async authorizationUrl(request) {
      const url = client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: request.redirectUri,
        scope: 'openid email',
        response_type: 'code',
        state: request.state,
        nonce: request.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(request.codeVerifier),
        code_challenge_method: 'S256',
      });
      return url.toString();
    },
    async verify(callbackUrl, request, now) {
      const config = await clockedAt(now);
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: request.codeVerifier,
        expectedState: request.state,
        expectedNonce: request.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the issuer answered without an ID token');
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null,
        emailVerified: claims.email_verified === true,
      };
    },
  };
}
