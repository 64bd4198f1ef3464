import type { Kysely } from 'kysely';

/**
 * Row types as both dialects store them. Timestamps are ISO-8601 UTC text and JSON is text on
 * SQLite and PostgreSQL alike, so one set of migrations and queries serves both; codec.ts turns
 * them into contract values.
 */
export interface UsersTable {
  id: string;
  /** Lower-cased before it is stored, so the unique index is case-insensitive in effect. */
  email: string;
  username: string;
  /** Null for accounts that only sign in through a third-party provider. */
  password_hash: string | null;
  preferences: string;
  created_at: string;
  updated_at: string;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  /** Every token of one login chain shares it; reuse of a rotated token revokes them all. */
  family_id: string;
  /** SHA-256 hex of the token; the token itself is never stored. */
  token_hash: string;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
}

export type Db = Kysely<Database>;
