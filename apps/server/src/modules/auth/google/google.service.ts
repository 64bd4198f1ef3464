import { createHash, randomUUID } from 'node:crypto';
import { AUTH, DEFAULT_PREFERENCES, type Tokens } from '@toeic-ace/contract';
import { bool, json, time } from '../../../db/codec';
import { isUniqueViolation } from '../../../db/errors';
import type { Db } from '../../../db/schema';
import * as repo from '../auth.repository';
import type { AuthService } from '../auth.service';
import type { GoogleProfile } from './google-client';
import { findIdentity, insertIdentity } from './identities.repository';

const PROVIDER = 'google';

/**
 * An address that can never belong to anyone (RFC 2606 reserves .invalid) for an account whose
 * provider e-mail is unverified: storing that address would let whoever typed it squat the real
 * owner's e-mail here, and a later verified sign-in would be linked into the squatter's account.
 */
export const unverifiedPlaceholderEmail = (subject: string) =>
  `google-${createHash('sha256').update(subject).digest('hex').slice(0, 24)}@unverified.invalid`;

function usernameFor(profile: GoogleProfile): string {
  const fromEmail = profile.email?.split('@')[0]?.trim();
  const name = profile.name || fromEmail || 'Google user';
  return name.slice(0, AUTH.usernameMaxLength);
}

export interface GoogleSignIn {
  userId: string;
  tokens: Tokens;
  outcome: 'existing' | 'linked' | 'created';
}

/**
 * Find or create by (provider, subject). A new subject joins the account with the same e-mail
 * only when the provider says that e-mail is verified; linking ends the account's other sessions
 * (whoever signed in before the owner proved the address is signed out). Otherwise a new account
 * is created: with the verified e-mail, or an unreachable placeholder, and no password.
 */
export function createGoogleService({
  db,
  clock,
  auth,
}: {
  db: Db;
  clock: () => Date;
  auth: AuthService;
}) {
  async function attempt(profile: GoogleProfile): Promise<GoogleSignIn> {
    return db.transaction().execute(async (trx) => {
      const identity = await findIdentity(trx, PROVIDER, profile.subject);
      if (identity) {
        const user = await repo.findUserById(trx, identity.user_id);
        if (!user) throw new Error('identity without an account');
        return { userId: user.id, tokens: await auth.issueTokens(trx, user), outcome: 'existing' };
      }
      const now = time.now(clock);
      const link = (userId: string) =>
        insertIdentity(trx, {
          provider: PROVIDER,
          subject: profile.subject,
          user_id: userId,
          email: profile.email,
          email_verified: bool.toDb(profile.emailVerified),
          created_at: now,
        });
      const verifiedEmail = profile.emailVerified ? profile.email : null;
      const existing = verifiedEmail ? await repo.findUserByEmail(trx, verifiedEmail) : undefined;
      if (existing) {
        await link(existing.id);
        const { token_version } = await repo.bumpTokenVersion(trx, existing.id, now);
        await repo.revokeAllOfUser(trx, existing.id, now);
        const tokens = await auth.issueTokens(trx, { id: existing.id, token_version });
        return { userId: existing.id, tokens, outcome: 'linked' };
      }
      const user = {
        id: randomUUID(),
        email: verifiedEmail ?? unverifiedPlaceholderEmail(profile.subject),
        username: usernameFor(profile),
        password_hash: null,
        preferences: json.toDb(DEFAULT_PREFERENCES),
        created_at: now,
        updated_at: now,
        token_version: 0,
      };
      await repo.insertUser(trx, user);
      await link(user.id);
      return { userId: user.id, tokens: await auth.issueTokens(trx, user), outcome: 'created' };
    });
  }

  /** Two callbacks of one new user at once: the loser of the unique index finds the winner's. */
  async function signIn(profile: GoogleProfile): Promise<GoogleSignIn> {
    try {
      return await attempt(profile);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      return attempt(profile);
    }
  }

  return { signIn };
}
