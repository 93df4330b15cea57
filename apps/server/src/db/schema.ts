import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Times are integer epoch seconds; flags are 0/1 integers on both engines (see flags.ts). */
type Epoch = number;
type Flag = number;

export interface FamiliesTable {
  id: Generated<number>;
  p_code: string;
  created_at: Epoch;
}

export interface UsersTable {
  id: Generated<number>;
  /** Null only for a child account the game created that no parent has linked yet. */
  family_id: number | null;
  role: 'parent' | 'child';
  /** Lower-cased; null for a child without an e-mail. */
  email: string | null;
  login_name: string | null;
  password_hash: string | null;
  password_updated_at: Epoch | null;
  real_name: string | null;
  p_code: string;
  is_operator: ColumnType<Flag, Flag | undefined, Flag>;
  hospital: string | null;
  campaign: string | null;
  location_id: number | null;
  webapp_version_key: string | null;
  created_at: Epoch;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  kind: 'session' | 'persistent';
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  created_at: Epoch;
  expires_at: Epoch;
  revoked_at: Epoch | null;
}

export interface LocationsTable {
  id: Generated<number>;
  name: string;
  sort_order: number;
  active: ColumnType<Flag, Flag | undefined, Flag>;
}

export interface InvitationsTable {
  id: Generated<number>;
  /** SHA-256 of the inv_ code; the code itself is shown once, to the inviter. */
  code_hash: string;
  family_id: number;
  role: 'parent' | 'child';
  inviter_id: number;
  invitee_email: string | null;
  child_name: string | null;
  child_login_name: string | null;
  created_at: Epoch;
  expires_at: Epoch;
  accepted_at: Epoch | null;
  accepted_by: number | null;
  revoked_at: Epoch | null;
}

export interface LoginLinksTable {
  id: Generated<number>;
  child_id: number;
  token_hash: string;
  created_at: Epoch;
  expires_at: Epoch;
  used_at: Epoch | null;
}

export interface DatabaseSchema {
  families: FamiliesTable;
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  locations: LocationsTable;
  invitations: InvitationsTable;
  login_links: LoginLinksTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type InvitationRow = Selectable<InvitationsTable>;
