import type { User } from '@toeic-ace/contract';
import type { Db } from '../../db/schema';
import { findUserById } from './auth.repository';
import { toUser } from './users';

/** A signed-in user with the state of their data when the row was read. */
export interface AccessUser {
  user: User;
  /**
   * users.data_revision as read with the row, before the route does anything: every list the
   * route computes afterwards holds at least the writes up to this revision (response-cache.ts).
   */
  dataRevision: number;
}

/**
 * The user a verified access token stands for. A valid signature is not enough: the account may
 * have been deleted since, or every session ended (password change, log out everywhere) after
 * the token was issued, which bumps the stored token version. Null in both cases.
 */
export async function userOfAccessToken(
  db: Db,
  userId: string,
  tokenVersion: number,
): Promise<AccessUser | null> {
  const row = await findUserById(db, userId);
  if (!row || row.token_version !== tokenVersion) return null;
  return { user: toUser(row), dataRevision: row.data_revision };
}
