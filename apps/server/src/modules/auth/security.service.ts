import type {
  AccountSecurity,
  ChangePasswordRequest,
  ChangePasswordResult,
  User,
} from '@toeic-ace/contract';
import { time } from '../../db/codec';
import type { Db } from '../../db/schema';
import { AppError, UnauthorizedError, ValidationError } from '../../errors';
import * as repo from './auth.repository';
import type { AuthService } from './auth.service';
import { listProviders } from './google/identities.repository';
import { checkPassword, hashPassword } from './passwords';
import type { LoginClient } from './known-device';
import type { AuthThrottle } from './throttle';
import { hashToken } from './tokens';

export interface SecurityDeps {
  db: Db;
  clock: () => Date;
  auth: AuthService;
  throttle: AuthThrottle;
}

/**
 * Password change and "log out everywhere". Both bump the user's token version, which turns
 * down every access and refresh token issued before, and revoke the refresh-token families.
 */
export function createSecurityService({ db, clock, auth, throttle }: SecurityDeps) {
  async function describe(user: User): Promise<AccountSecurity> {
    const row = await repo.findUserById(db, user.id);
    if (!row) throw new UnauthorizedError();
    return { hasPassword: row.password_hash !== null, providers: await listProviders(db, user.id) };
  }

  /**
   * The current password is required, and guessed under the same per-account budget as sign-in
   * (a stolen access token must not become a password oracle). Accounts created through Google
   * have no password: they are refused here, since a bearer token alone must never be enough to
   * add a permanent credential to an account.
   */
  async function changePassword(
    user: User,
    input: ChangePasswordRequest,
    client: LoginClient,
  ): Promise<ChangePasswordResult> {
    const row = await repo.findUserById(db, user.id);
    if (!row) throw new UnauthorizedError();
    if (!row.password_hash) {
      throw new AppError(400, 'PASSWORD_NOT_SET', 'This account signs in with Google only');
    }
    const caller = await repo.findRefreshTokenByHash(db, hashToken(input.refreshToken));
    const callerValid =
      caller?.user_id === user.id &&
      caller.revoked_at === null &&
      caller.rotated_at === null &&
      caller.expires_at > time.now(clock);
    if (!callerValid) {
      throw new ValidationError('The refresh token is not a live session of this account', [
        { path: 'refreshToken', message: 'not a live session of this account', code: 'invalid' },
      ]);
    }
    await throttle.beforeAttempt(row.email, client);
    if (!(await checkPassword(row.password_hash, input.currentPassword))) {
      await throttle.failed(row.email, client);
      throw new AppError(400, 'INVALID_CURRENT_PASSWORD', 'The current password is incorrect');
    }
    await throttle.succeeded(row.email, client);
    const passwordHash = await hashPassword(input.newPassword);
    return db.transaction().execute(async (trx) => {
      const now = time.now(clock);
      await repo.setPasswordHash(trx, user.id, passwordHash, now);
      const { token_version } = await repo.bumpTokenVersion(trx, user.id, now);
      await repo.revokeAllOfUser(trx, user.id, now, caller.family_id);
      // The caller's refresh token stays as it is, now under the new version.
      await repo.setRefreshTokenVersion(trx, caller.id, token_version);
      const accessToken = await auth.accessToken({ id: user.id, token_version });
      return { tokens: { accessToken, refreshToken: input.refreshToken } };
    });
  }

  async function logoutAll(user: User): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const now = time.now(clock);
      await repo.bumpTokenVersion(trx, user.id, now);
      await repo.revokeAllOfUser(trx, user.id, now);
    });
  }

  return { describe, changePassword, logoutAll };
}
