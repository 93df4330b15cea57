import { createHash, generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { issuerLoginPage } from './issuerLoginPage.js';
import { memoryAdapter } from './memoryAdapter.js';

/** A person who can sign in at the loopback issuer. */
export interface IssuerAccount {
  sub: string;
  email: string;
  email_verified: boolean;
}

export interface IssuerClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface LoopbackIssuerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  clients: IssuerClient[];
  /** How long the ID tokens it signs live (an hour, as Google's, unless said otherwise). */
  idTokenSeconds?: number;
}

export interface LoopbackIssuer {
  /** The issuer identifier, http://127.0.0.1:<port>. */
  url: string;
  /** The account a login name signs in as; made (with a verified e-mail) on first use. */
  account(email: string, verified?: boolean): IssuerAccount;
  close(): Promise<void>;
}

/** A stable subject per e-mail and verification, so that tests can tell identities apart. */
function subjectFor(email: string, verified: boolean): string {
  return `sub-${createHash('sha256').update(`${email}|${verified}`).digest('hex').slice(0, 16)}`;
}

async function formBody(request: http.IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > 10_000) break;
  }
  return new URLSearchParams(body);
}

/**
 * A real OpenID Connect issuer (oidc-provider) on loopback, standing in for Google where Google cannot
 * be reached: in the tests, in the browser journeys and for trying sign-in on one machine (`npm run
 * issuer`). Its login page takes any e-mail (no password) and says whether the e-mail counts as verified.
 */
export async function startLoopbackIssuer(options: LoopbackIssuerOptions): Promise<LoopbackIssuer> {
  const accounts = new Map<string, IssuerAccount>();
  const account = (email: string, verified = true): IssuerAccount => {
    const sub = subjectFor(email.trim().toLowerCase(), verified);
    const found = accounts.get(sub) ?? { sub, email: email.trim(), email_verified: verified };
    accounts.set(sub, found);
    return found;
  };

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  const configuration: Configuration = {
    adapter: memoryAdapter(),
    clients: options.clients.map((client) => ({
      ...client,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'loopback', use: 'sig', alg: 'RS256' }] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // The e-mail belongs in the ID token, as Google puts it there.
    conformIdTokenClaims: false,
    // The session cookie is Lax, as oidc-provider 9 makes it: on plain http a browser refuses SameSite=None.
    cookies: { keys: [privateKey.export({ format: 'jwk' }).d ?? 'loopback'], long: { sameSite: 'lax' } },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // Short lives for everything a sign-in leaves behind; said out loud, so the provider does not warn.
    ttl: {
      IdToken: options.idTokenSeconds ?? 3600,
      AccessToken: 600,
      AuthorizationCode: 60,
      Interaction: 600,
      Grant: 3600,
      Session: 3600,
    },
    async findAccount(_ctx, sub) {
      const found = accounts.get(sub);
      if (!found) return undefined;
      return { accountId: sub, claims: async () => ({ ...found }) };
    },
    // Every client is this machine's own: no consent screen, as for a first-party app.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(url, configuration);
  const callback = provider.callback();

  server.on('request', (request, response) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(request.url?.split('?')[0] ?? '');
    if (!match) return void callback(request, response);
    void (async () => {
      try {
        if (request.method === 'GET') {
          await provider.interactionDetails(request, response);
          response.setHeader('content-type', 'text/html; charset=utf-8');
          response.end(issuerLoginPage(match[1] ?? ''));
          return;
        }
        const form = await formBody(request);
        const person = account(form.get('email') ?? '', form.get('verified') === 'on');
        await provider.interactionFinished(request, response, { login: { accountId: person.sub } }, { mergeWithLastSubmission: false });
      } catch (error) {
        response.statusCode = 400;
        response.end(error instanceof Error ? error.message : 'bad interaction');
      }
    })();
  });

  return {
    url,
    account,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
