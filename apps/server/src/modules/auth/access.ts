import type { User } from '@toeic-ace/contract';
import type { Db } from '../../db/schema';
import { findUserById } from './auth.repository';
import { toUser } from './users';

/**
 * The user a verified access token stands for. A valid signature is not enough: the account may
 * have been deleted since, or every session ended (password change, log out everywhere) after
 * the token was issued, which bumps the stored token version. Null in both cases.
 */
export async function userOfAccessToken(
  db: Db,
  userId: string,
  tokenVersion: number,
): Promise<User | null> {
  const row = await findUserById(db, userId);
  if (!row || row.token_version !== tokenVersion) return null;
  return toUser(row);
}
