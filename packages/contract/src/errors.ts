import { authMessages, consoleMessages, familyMessages, protocolMessages, redFlagMessages, taskMessages } from './messages.js';

/**
 * Every refusal the product answers, by its stable code (`reason` on the wire, docs/protocol.md).
 * Clients tell failures apart by `reason`; `msg` is for people and may be reworded. A server area
 * throws a refusal by its code alone; the door it came through (gateway, game API) turns the entry
 * into its own wire shape.
 *
 * - status: the HTTP status.
 * - code: the envelope's `code` when it is not the status (a refused session is 403 inside a 401).
 * - msg: the default text; a refusal may carry a more precise one (the first invalid field).
 * - envelope: 'workflow' for refusals answered in the workflow envelope (`{code, message}`).
 */
export interface ErrorSpec {
  status: number;
  code?: number;
  msg: string;
  envelope?: 'workflow';
}

export const errors = {
  // ── The transport (gateway and game API) ──────────────────────────────────────────────────────
  /** The body is not a JSON object (or not JSON at all). */
  body_not_json: { status: 400, msg: protocolMessages.bodyNotJson },
  /** The body is over the endpoint's size limit. */
  body_too_large: { status: 413, msg: protocolMessages.bodyTooLarge },
  /** A gateway body without a string `cmd`. */
  cmd_missing: { status: 400, msg: protocolMessages.cmdMissing },
  /** A batch body that is not `{calls: [...]}` with 1 to 20 calls, each with a string `cmd`. */
  batch_invalid: { status: 400, msg: protocolMessages.batchInvalid },
  /** `cmd` names no command; the message names it (`Unknown command: X`). */
  unknown_command: { status: 404, msg: 'Unknown command' },
  /** The payload failed the command's input schema; `msg` is the first problem, `errors` lists them all. */
  validation_failed: { status: 400, msg: 'Invalid request' },
  /** The command needs a session and the token is missing, unknown, expired or revoked. */
  token_expired: { status: 401, code: 403, msg: protocolMessages.tokenExpired },
  /** The object does not exist, or belongs to another family: the two answer alike. */
  not_found: { status: 404, msg: protocolMessages.notFound },
  /** A signed-in parent called an operator command. */
  operator_required: { status: 403, msg: protocolMessages.operatorRequired },
  /** A rate limit is spent; the answer carries `Retry-After`. */
  too_many_attempts: { status: 429, msg: protocolMessages.tooManyAttempts },
  /** Anything unexpected; the log has the detail, the answer never does. */
  internal_error: { status: 500, msg: protocolMessages.internalError },

  // ── Accounts ──────────────────────────────────────────────────────────────────────────────────
  /** Wrong e-mail or password, worded alike whether the e-mail exists or not. */
  sign_in_failed: { status: 400, msg: authMessages.signInFailed },
  /** Sign-up with an e-mail that already has an account, and no invitation. */
  email_taken: { status: 409, msg: authMessages.emailTaken },
  /** Sign-up through an invitation with an e-mail that already belongs to a family. */
  already_in_family: { status: 409, msg: authMessages.alreadyInFamily },
  /** Sign-up with `is_google_sso` while no OpenID Connect issuer is configured. */
  google_not_configured: { status: 400, msg: authMessages.googleNotConfigured },
  /** The OpenID Connect issuer could not be reached to start a Google sign-in. */
  google_unavailable: { status: 503, msg: authMessages.googleInitFailed },
  /** A Google sign-in that does not check out: unknown or used state, a refused code, a wrong nonce, issuer, audience or expiry. */
  google_sign_in_failed: { status: 400, msg: authMessages.googleError },
  /** The issuer does not vouch for the Google account's e-mail (ADR 0014). */
  google_email_unverified: { status: 400, msg: authMessages.googleEmailUnverified },
  /** A Google sign-up whose ticket is unknown, used or expired. */
  google_ticket_invalid: { status: 400, msg: authMessages.googleTicketInvalid },
  /** A Google start link asked to return somewhere other than this app's Google pages. */
  google_redirect_not_allowed: { status: 400, msg: authMessages.googleRedirectNotAllowed },
  /** An SSO callback_url whose origin is not on ALLOWED_ORIGINS. */
  callback_not_allowed: { status: 400, msg: authMessages.callbackNotAllowed },
  /** Sign-up names a location that is not (or no longer) offered. */
  location_unknown: { status: 400, msg: 'Unknown location' },

  // ── Families and invitations ──────────────────────────────────────────────────────────────────
  /** A sign-up's invite code is unknown, used, revoked, expired or for the other role. */
  invite_invalid: { status: 400, msg: authMessages.invalidInviteCode },
  /** A sign-up through an invitation addressed to one e-mail, with another e-mail. */
  invite_for_other_email: { status: 400, msg: authMessages.inviteForOtherEmail },
  /** The public invitation look-up found no open invitation for the code. */
  invite_not_found: { status: 404, msg: authMessages.invalidInviteCode },
  /** Inviting an e-mail that already belongs to a member of the caller's family. */
  already_member: { status: 409, msg: familyMessages.alreadyMember },
  /** A child sign-up or new child whose login name another account has. */
  login_name_taken: { status: 409, msg: familyMessages.loginNameTaken },
  /** A child sign-up whose parent e-mail is not the inviting parent's. */
  parent_email_mismatch: { status: 400, msg: familyMessages.parentEmailMismatch },
  /**
   * Linking a child: no child without a family has this login name and password (a wrong password
   * answers alike, so the answer never says whether the name exists).
   */
  child_not_linkable: { status: 404, msg: familyMessages.childNotLinkable },
  /** A new child's made-up login name kept colliding (practically never: the names are random). */
  login_names_exhausted: { status: 409, msg: familyMessages.loginNamesExhausted },
  /** A parent or family past its invitations for one day (INVITATIONS_PER_*_PER_DAY); the answer carries `Retry-After`. */
  too_many_invitations: { status: 429, msg: familyMessages.tooManyInvitations },

  // ── Economy and consultation ──────────────────────────────────────────────────────────────────
  /** Starting or completing a task instance past its expiry. */
  task_expired: { status: 409, msg: taskMessages.expired },
  /** A red-flag step its flag's state no longer allows (another parent moved it on first). */
  red_flag_moved_on: { status: 409, msg: redFlagMessages.movedOn },
  /** A consultation step taken out of order; the message says which step the workflow waits for. */
  workflow_out_of_order: { status: 409, code: 2, msg: 'This step is not available now.', envelope: 'workflow' },

  // ── The game integration API (and the parent login links it makes) ─────────────────────────────
  /** A game API call without a key, or with an unknown or revoked one. */
  invalid_api_key: { status: 401, msg: 'Invalid API key' },
  /** An SSO token, child login link or parent login link that is unknown, used or expired. */
  invalid_or_expired_token: { status: 404, msg: 'Invalid or expired token' },
  /** `children/verify`: no child has this login name and password (a wrong password answers alike). */
  invalid_login: { status: 401, msg: 'Invalid login' },
  /** An Idempotency-Key used again within 24 hours with a different request. */
  idempotency_key_reused: { status: 409, msg: 'This Idempotency-Key was used with a different request' },
  /** An Idempotency-Key whose first request is still being answered (it did not finish in time). */
  idempotency_key_in_flight: { status: 409, msg: 'A request with this Idempotency-Key is still being processed' },

  // ── Operators ─────────────────────────────────────────────────────────────────────────────────
  /** Saving a sign-up location under a name another location has. */
  location_name_taken: { status: 409, msg: 'A location with this name already exists' },
  /** Saving a home configuration under a campaign and version key another configuration has. */
  home_config_taken: { status: 409, msg: 'A configuration for this campaign and version already exists' },
  /** Saving a content item under a kind and slug another item has. */
  content_slug_taken: { status: 409, msg: 'An item of this kind with this slug already exists' },
  /** Creating a game API key under a name another key has (revoked or not). */
  game_key_name_taken: { status: 409, msg: consoleMessages.gameKeyNameTaken },
  /** Adding a text under a key another text has. */
  text_key_taken: { status: 409, msg: 'A text with this key already exists' },
  /** Saving a gift under an item key another gift has. */
  gift_item_taken: { status: 409, msg: 'A gift with this item key already exists' },

  // ── Content, gifts and the chat ───────────────────────────────────────────────────────────────
  /** A gift costs more coins than the family has. */
  not_enough_coins: { status: 409, msg: 'Not enough coins for this gift' },
  /** The same gift tap arrived with another child or gift. */
  gift_request_reused: { status: 409, msg: 'This request was already used for another gift' },
  /** Too many chat questions in a short time. */
  chat_rate_limited: { status: 429, msg: 'Too many questions. Please wait a moment and try again.' },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorReason = keyof typeof errors;

export interface FieldError {
  field: string;
  message: string;
}

/** What a refusal may add to its table entry. */
export interface RefusalDetail {
  /** A more precise text than the table's (the first invalid field, the step the workflow waits for). */
  msg?: string;
  /** Per-field problems, as the protocol's `errors` list. */
  errors?: FieldError[];
}

/** The wire body of a refusal: the protocol's fields, plus `reason`. */
export function errorBody(reason: ErrorReason, detail: RefusalDetail = {}): Record<string, unknown> {
  const spec: ErrorSpec = errors[reason];
  const msg = detail.msg ?? spec.msg;
  const code = spec.code ?? spec.status;
  if (spec.envelope === 'workflow') return { code, message: msg, reason };
  const body: Record<string, unknown> = { code, msg, reason };
  if (reason === 'token_expired') Object.assign(body, { error: 'forbidden', forbidden: 0 });
  if (detail.errors) body.errors = detail.errors;
  return body;
}

export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(errors, value);
}
