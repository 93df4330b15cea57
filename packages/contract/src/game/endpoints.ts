import * as z from 'zod/mini';
import { epochSeconds, id } from '../fields.js';
import { activityAnswer, activityBody } from './events.js';

/**
 * The game integration API (docs/protocol.md), declared once: the server registers each endpoint from
 * its entry here and publishes the same declaration as OpenAPI at /api/game/v1/openapi.json.
 */
export interface GameEndpoint {
  method: 'GET' | 'POST';
  /** Under /api/game/v1. */
  path: string;
  summary: string;
  description: string;
  params?: z.ZodMiniObject;
  querystring?: z.ZodMiniObject;
  body?: z.ZodMiniObject;
  answer: z.ZodMiniType;
  /** The error statuses this endpoint may answer besides those every endpoint may (400, 401, 429). */
  refusals: number[];
}

/** The longest `Idempotency-Key` header a POST may carry (docs/protocol.md). */
export const maxIdempotencyKeyLength = 200;

const endpoint = <E extends GameEndpoint>(definition: E) => definition;

/** Every error answer: `{code, msg, reason}`, and the invalid fields on a 400. */
export const gameError = z.object({
  code: z.number().check(z.int()),
  msg: z.string(),
  reason: z
    .string()
    .check(
      z.describe(
        'A stable code from the error table (e.g. `invalid_api_key`, `validation_failed`, `invalid_or_expired_token`): tell refusals apart by it; `msg` is for people and may be reworded',
      ),
    ),
  errors: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))),
});

const oneTimeToken = z.string().check(z.minLength(1), z.maxLength(512));
const child = z.object({
  user_id: id,
  login_name: z.string(),
  real_name: z.string(),
  family_id: z.nullable(id).check(z.describe('Null until a parent links the child to a family')),
});

export const gameEndpoints = {
  ssoRedeem: endpoint({
    method: 'POST',
    path: '/sso/redeem',
    summary: 'Redeem a one-time SSO token',
    description:
      'The parent app hands the game\'s callback a one-time SSO token after the parent signed in or up. Single use, valid 120 s; anything else is 404 "Invalid or expired token".',
    body: z.object({ token: oneTimeToken }),
    answer: z.object({
      user_id: id,
      family_id: id,
      email: z.string(),
      real_name: z.string(),
      action: z.enum(['signin', 'signup']),
      children: z.array(z.omit(child, { family_id: true })),
    }),
    refusals: [404],
  }),
  childLoginRedeem: endpoint({
    method: 'POST',
    path: '/child-login/redeem',
    summary: "Redeem a child's one-time login link",
    description:
      'The `login_token` of a login link a parent made for a child. Single use; anything else is 404 "Invalid or expired token".',
    body: z.object({ login_token: oneTimeToken }),
    answer: child,
    refusals: [404],
  }),
  childrenVerify: endpoint({
    method: 'POST',
    path: '/children/verify',
    summary: "Check a child's game login",
    description:
      'A wrong pair, and an unknown login name, answer 401 "Invalid login" alike. Wrong passwords are limited per login name (429 with Retry-After).',
    body: z.object({
      login_name: z.string().check(z.minLength(1), z.maxLength(64)),
      password: z.string().check(z.minLength(1), z.maxLength(128)),
    }),
    answer: child,
    refusals: [],
  }),
  activity: endpoint({
    method: 'POST',
    path: '/activity',
    summary: "Report the children's activity",
    description:
      "One to 500 events. An `event_id` already sent with this key is counted in `duplicates` and changes nothing. An event for a child this service does not know, a task it cannot complete, or a heroic act past the child's daily cap (what fits under the cap is granted, `tokens_granted`) is listed in `errors` by index while the others are accepted.",
    body: activityBody,
    answer: activityAnswer,
    refusals: [],
  }),
  parentLoginLinks: endpoint({
    method: 'POST',
    path: '/parent-login-links',
    summary: 'Make a one-time login link for a parent',
    description: 'A link into the parent app that opens it signed in as this parent, once, within 15 minutes.',
    body: z.object({ parent_id: id }),
    answer: z.object({ url: z.string(), expires_at: epochSeconds }),
    refusals: [404],
  }),
  giftsList: endpoint({
    method: 'GET',
    path: '/gifts',
    summary: 'Gifts waiting for the game',
    description: 'Gifts parents sent their children that the game has not delivered yet, oldest first, at most `limit` of them.',
    querystring: z.object({
      status: z._default(z.enum(['pending']), 'pending'),
      limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500)), 100),
    }),
    answer: z.object({ list: z.array(z.object({ gift_id: id, child_id: id, item: z.string(), sent_at: epochSeconds })) }),
    refusals: [],
  }),
  giftDeliver: endpoint({
    method: 'POST',
    path: '/gifts/:gift_id/deliver',
    summary: 'Mark a gift delivered',
    description: 'Delivering a gift twice is not an error: the answer keeps the first delivery time.',
    params: z.object({ gift_id: z.coerce.number().check(z.int(), z.positive()) }),
    answer: z.object({ gift_id: id, delivered_at: epochSeconds }),
    refusals: [404],
  }),
  deletionsList: endpoint({
    method: 'GET',
    path: '/deletions',
    summary: 'Children of deleted families',
    description:
      'Children whose family deleted its account in the parent app, so the game can forget them too: ids only, in the order of deletion. Read from `after` (the last `deletion_id` seen, 0 at first), at most `limit` at a time.',
    querystring: z.object({
      after: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 0),
      limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500)), 100),
    }),
    answer: z.object({ list: z.array(z.object({ deletion_id: id, child_id: id, family_id: id, deleted_at: epochSeconds })) }),
    refusals: [],
  }),
} as const satisfies Record<string, GameEndpoint>;

export type GameEndpointName = keyof typeof gameEndpoints;
export type GameAnswer<N extends GameEndpointName> = z.infer<(typeof gameEndpoints)[N]['answer']>;
