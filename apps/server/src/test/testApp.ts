import type { CommandInput, CommandName } from '@t1d/contract';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../app.js';
import { defaultRateLimits, loadConfig, type Config } from '../config.js';
import type { Database, OpenOptions } from '../db/database.js';
import { manualClock } from '../domain/clock.js';
import { freshDatabase } from './testDatabase.js';

export interface GatewayAnswer {
  status: number;
  body: Record<string, any>;
  headers: Record<string, string | string[] | number | undefined>;
  raw: string;
}

export interface Parent {
  token: string;
  userId: number;
  familyId: number;
  /** The family's code, which the task commands take as `parent_code`. */
  pCode: string;
  cookie: string;
  email: string;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: ReturnType<typeof manualClock>;
  config: Config;
  /** POSTs a raw body to the gateway. */
  post(body: unknown, headers?: Record<string, string>): Promise<GatewayAnswer>;
  /** Calls a command; `token` is sent as the bearer token. */
  call<C extends CommandName>(cmd: C, input: CommandInput<C>, token?: string, headers?: Record<string, string>): Promise<GatewayAnswer>;
  /** Signs up a new parent (a new family, in `timeZone` if given) and answers its AuthData and persistent cookie. */
  newParent(email?: string, password?: string, timeZone?: string): Promise<Parent>;
  /** Invites a new parent into `inviter`'s family and signs them up through the invitation. */
  joinFamilyOf(inviter: Parent, email?: string): Promise<Parent>;
  close(): Promise<void>;
}

let counter = 0;
export const uniqueEmail = (label = 'parent') => `${label}.${process.pid}.${Date.now()}.${counter++}@example.com`;

// Tests sign up many accounts from one address; the rate-limit tests set their own limits.
export const roomyLimits: Config['rateLimits'] = {
  signinPerAddress: { max: 10_000, windowSeconds: 60 },
  signinFailuresPerEmail: defaultRateLimits.signinFailuresPerEmail,
  childPasswordFailuresPerLoginName: defaultRateLimits.childPasswordFailuresPerLoginName,
  childLinkFailuresPerParent: defaultRateLimits.childLinkFailuresPerParent,
  childLinkFailuresPerLoginName: defaultRateLimits.childLinkFailuresPerLoginName,
  signupPerAddress: { max: 10_000, windowSeconds: 60 },
  inviteLookupPerAddress: { max: 10_000, windowSeconds: 60 },
  gameRequestsPerKey: { max: 10_000, windowSeconds: 60 },
  gameUnknownKeysPerAddress: { max: 10_000, windowSeconds: 60 },
  chatQuestionsPerUser: { max: 10_000, windowSeconds: 60 },
  invitationsPerParent: { max: 10_000, windowSeconds: 24 * 3600 },
  invitationsPerFamily: { max: 10_000, windowSeconds: 24 * 3600 },
};

/** The value of cookie `name` an answer sets, or '' when it sets none. */
export function cookieValue(answer: GatewayAnswer, name: string): string {
  const header = answer.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [String(header)] : [];
  const found = cookies.find((cookie) => cookie.startsWith(`${name}=`));
  return found ? (found.split(';')[0] ?? '').slice(name.length + 1) : '';
}

/** The parent a successful sign-up answer describes, with its persistent cookie. */
function signedUpParent(answer: GatewayAnswer, email: string): Parent {
  return {
    token: answer.body.data.token,
    userId: answer.body.data.user_id,
    familyId: answer.body.data.family_id,
    pCode: answer.body.data.p_code,
    cookie: `parent_persistent_token=${cookieValue(answer, 'parent_persistent_token')}`,
    email,
  };
}

/** An injected response as tests read it: status, parsed JSON body (or {}), headers and raw text. */
export function answerOf(response: LightMyRequestResponse): GatewayAnswer {
  let parsed: Record<string, any> = {};
  try {
    parsed = response.json();
  } catch {
    parsed = {};
  }
  return { status: response.statusCode, body: parsed, headers: response.headers, raw: response.body };
}

export interface TestAppOptions {
  config?: Partial<Config>;
  logger?: FastifyServerOptions['logger'];
  oidcFetch?: AppOptions['oidcFetch'];
  /** Told the SQL of every query the app runs (OpenOptions.onQuery). */
  onQuery?: OpenOptions['onQuery'];
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await freshDatabase({ onQuery: options.onQuery });
  const clock = manualClock(Math.floor(Date.now() / 1000));
  const config: Config = {
    ...loadConfig({}),
    webDist: null,
    rateLimits: roomyLimits,
    ...options.config,
  };
  const app = await buildApp({ config, db: database.db, clock, logger: options.logger ?? false, oidcFetch: options.oidcFetch });

  const post: TestApp['post'] = async (body, headers = {}) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/gateway',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return answerOf(response);
  };

  const call: TestApp['call'] = (cmd, input, token, headers = {}) =>
    post({ cmd, ...input }, token ? { authorization: `Bearer ${token}`, ...headers } : headers);

  const newParent: TestApp['newParent'] = async (email = uniqueEmail(), password = 'correct horse', timeZone) => {
    const answer = await call('ParentAuthHandler.signup', { email, password, ...(timeZone ? { time_zone: timeZone } : {}) });
    if (answer.status !== 200) throw new Error(`sign-up failed: ${answer.raw}`);
    return signedUpParent(answer, email.toLowerCase());
  };

  const joinFamilyOf: TestApp['joinFamilyOf'] = async (inviter, email = uniqueEmail('invitee')) => {
    const invitation = await call('ParentInviteHandler.create_parent', { invitee_email: email }, inviter.token);
    const answer = await call('ParentAuthHandler.signup', {
      email,
      password: 'correct horse',
      invite_code: invitation.body.data.invite_code,
    });
    if (answer.status !== 200) throw new Error(`joining failed: ${answer.raw}`);
    return signedUpParent(answer, email);
  };

  return {
    app,
    database,
    joinFamilyOf,
    clock,
    config,
    post,
    call,
    newParent,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
