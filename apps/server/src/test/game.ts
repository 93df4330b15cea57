import { createGameKey, revokeGameKey } from '../auth/gameKeys.js';
import { mintOneTimeToken, type SsoAction } from '../auth/oneTimeTokens.js';
import { hashPassword } from '../auth/passwords.js';
import { createChildAccount } from '../families/children.js';
import { noteKnownToGame } from '../integration/knownToGame.js';
import { answerOf, type GatewayAnswer, type Parent, type TestApp } from './testApp.js';

/** The game API's answers read like the gateway's. */
export type GameAnswer = GatewayAnswer;

export interface GameClient {
  key: string;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<GameAnswer>;
  get(path: string, headers?: Record<string, string>): Promise<GameAnswer>;
}

let keys = 0;

/** Calls /api/game/v1 as the partner game's server would; `key` null sends no Authorization. */
export async function gameRequest(
  t: TestApp,
  method: 'GET' | 'POST',
  path: string,
  key: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<GameAnswer> {
  const response = await t.app.inject({
    method,
    url: `/api/game/v1${path}`,
    headers: {
      ...(key === null ? {} : { authorization: `Bearer ${key}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return answerOf(response);
}

/** A new game API key (as `npm run operator -- game-key create` makes one) and a client that presents it. */
export async function gameClient(t: TestApp, name = `game-${(keys += 1)}`): Promise<GameClient> {
  const key = await createGameKey(t.database.db, name, t.clock.now());
  return {
    key,
    post: (path, body, headers) => gameRequest(t, 'POST', path, key, body, headers),
    get: (path, headers) => gameRequest(t, 'GET', path, key, undefined, headers),
  };
}

export const revokeKey = (t: TestApp, name: string) => revokeGameKey(t.database.db, name, t.clock.now());

/**
 * An SSO token for `parent`, minted as the sign-in flow will hand one to the game's callback (the
 * Google/SSO door); the game redeems it through /sso/redeem.
 */
export async function mintSsoToken(t: TestApp, parent: Parent, action: SsoAction = 'signin'): Promise<string> {
  return (await mintOneTimeToken(t.database.db, { kind: 'sso', userId: parent.userId, action }, t.clock.now())).token;
}

let children = 0;

/** A child game account with a password, in `parent`'s family (or in none). */
export async function gameChild(t: TestApp, parent: Parent | null, password = 'star-fish-9') {
  children += 1;
  const child = await createChildAccount(t.database.db, {
    familyId: parent?.familyId ?? null,
    realName: `Kid ${children}`,
    loginName: `kid-${process.pid}-${children}`,
    passwordHash: await hashPassword(password),
    now: t.clock.now(),
  });
  return { id: child.id, loginName: child.login_name ?? '', realName: child.real_name ?? '', password };
}

/** The activity event ids the game API has applied (game_events), in no particular order. */
export const storedEvents = (t: TestApp) => t.database.db.selectFrom('game_events').select('event_id').execute();

/**
 * Makes `parent` one the game knows, as a redeemed SSO token would (integration/knownToGame.ts), for tests
 * of a parent login link that are about something else.
 */
export const knownToGame = (t: TestApp, parent: Parent) => noteKnownToGame(t.database.db, parent.userId, t.clock.now());
