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
  family_id: number;
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

export interface DatabaseSchema {
  families: FamiliesTable;
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  locations: LocationsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
