// Tables of the doors into the app besides the gateway: the game integration API (keys, events,
// idempotency, gifts), one-time tokens, and Google sign-in (ADR 0013, 0014).
import type { Generated } from 'kysely';
import type { Epoch } from './schema.js';

/** A key the partner game's servers present to /api/game/v1 (docs/protocol.md); the key itself is never stored. */
export interface GameApiKeysTable {
  id: Generated<number>;
  /** The operator's name for it, e.g. "game-production". */
  name: string;
  key_hash: string;
  created_at: Epoch;
  last_used_at: Epoch | null;
  revoked_at: Epoch | null;
}

/** A single-use secret handed to the game (an SSO token) or to a parent (a login link); only its hash is kept. */
export interface OneTimeTokensTable {
  id: Generated<number>;
  kind: OneTimeTokenKind;
  user_id: number;
  token_hash: string;
  /** For an SSO token: what the parent did before going back to the game (signin or signup). */
  action: string | null;
  created_at: Epoch;
  expires_at: Epoch;
  used_at: Epoch | null;
}
export type OneTimeTokenKind = 'sso' | 'parent_login';

/** A Google sign-in between its start link and the issuer's answer; then, for a new user, their sign-up ticket. */
export interface GoogleSignInsTable {
  id: Generated<number>;
  state_hash: string;
  /** The hash of the secret in the starting browser's cookie; null for sign-ins from before it existed. */
  browser_hash: string | null;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  /** The page's state fields (JSON), handed back after the issuer's answer. */
  context: string;
  created_at: Epoch;
  expires_at: Epoch;
  /** When the issuer's code was tried: a state is good for one try. */
  used_at: Epoch | null;
  ticket_hash: string | null;
  ticket_issuer: string | null;
  ticket_subject: string | null;
  ticket_email: string | null;
  ticket_expires_at: Epoch | null;
  ticket_used_at: Epoch | null;
}

/** An account's identity at an OpenID Connect issuer (ADR 0014). */
export interface UserIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  issuer: string;
  subject: string;
  created_at: Epoch;
}

/** An activity event id a key has sent and that was applied; a repeat is a duplicate. */
export interface GameEventsTable {
  key_id: number;
  event_id: string;
  child_id: number;
  received_at: Epoch;
}

/** The first answer to an Idempotency-Key of one game API key (status and body null while it is being made). */
export interface GameIdempotencyTable {
  key_id: number;
  idempotency_key: string;
  /** SHA-256 of the method, path and body: the same key with another request is refused. */
  request_hash: string;
  status_code: number | null;
  response: string | null;
  created_at: Epoch;
}

/** Something a parent sent a child, waiting until the game hands it over (delivered_at). */
export interface GiftsTable {
  id: Generated<number>;
  family_id: number;
  child_id: number;
  sender_id: number | null;
  item: string;
  sent_at: Epoch;
  delivered_at: Epoch | null;
  /** The coins the family paid (0 for gifts sent before gifts had a price). */
  cost: Generated<number>;
  /** The parent's tap: the same id sends one gift, however often it arrives. */
  request_id: string | null;
}
