import { randomUUID } from 'node:crypto';
import {
  DEFAULT_PREFERENCES,
  type AuthResult,
  type LoginRequest,
  type RegisterRequest,
  type Tokens,
} from '@toeic-ace/contract';
import { json, time } from '../../db/codec';
import { isUniqueViolation } from '../../db/errors';
import type { Db } from '../../db/schema';
import { ConflictError, UnauthorizedError } from '../../errors';
import * as repo from './auth.repository';
import { checkPassword, hashPassword } from './passwords';
import type { LoginClient } from './known-device';
import type { AuthThrottle } from './throttle';
import {
  REFRESH_REUSE_GRACE_MS,
  hashToken,
  jwtKey,
  newRefreshToken,
  refreshTokenExpiry,
  signAccessToken,
  successorKey,
  successorToken,
} from './tokens';
import { toUser } from './users';

// One message for an unknown e-mail and a wrong password: the response must not reveal which.
export const LOGIN_FAILED_MESSAGE = 'Incorrect e-mail or password';
const INVALID_REFRESH_MESSAGE = 'Refresh token is invalid or has expired';

export interface AuthDeps {
  db: Db;
  jwtSecret: string;
  clock: () => Date;
  throttle: AuthThrottle;
}

/** Who a token pair is for: the id and the token version it is issued under. */
export interface TokenOwner {
  id: string;
  token_version: number;
}

export function createAuthService({ db, jwtSecret, clock, throttle }: AuthDeps) {
  const key = jwtKey(jwtSecret);
  const successors = successorKey(jwtSecret);

  /**
   * Starts a token family (login, register, Google) with a random token, or continues one
   * (refresh) with the given successor.
   */
  async function issueTokens(
    trx: Db,
    owner: TokenOwner,
    familyId: string = randomUUID(),
    refreshToken: string = newRefreshToken(),
  ): Promise<Tokens> {
    const now = clock();
    await repo.insertRefreshToken(trx, {
      id: randomUUID(),
      user_id: owner.id,
      family_id: familyId,
      token_hash: hashToken(refreshToken),
      expires_at: time.toDb(refreshTokenExpiry(now)),
      revoked_at: null,
      created_at: time.toDb(now),
      token_version: owner.token_version,
    });
    return { accessToken: await accessToken(owner, now), refreshToken };
  }

  const accessToken = async (owner: TokenOwner, now = clock()) =>
    signAccessToken(key, owner.id, now, owner.token_version);

  async function register(input: RegisterRequest, ip: string): Promise<AuthResult> {
    await throttle.beforeRegistration(ip);
    const now = time.now(clock);
    const row = {
      id: randomUUID(),
      email: input.email,
      username: input.username,
      password_hash: await hashPassword(input.password),
      preferences: json.toDb(DEFAULT_PREFERENCES),
      created_at: now,
      updated_at: now,
      token_version: 0,
    };
    try {
      return await db.transaction().execute(async (trx) => {
        await repo.insertUser(trx, row);
        return { user: toUser(row), tokens: await issueTokens(trx, row) };
      });
    } catch (err) {
      // The unique index decides, so two simultaneous sign-ups cannot both succeed.
      if (isUniqueViolation(err)) {
        throw new ConflictError('EMAIL_TAKEN', 'This e-mail address is already registered');
      }
      throw err;
    }
  }

  /**
   * Unknown e-mail, account without a password and wrong password take the same path: one
   * throttle check, one lookup, one argon2 verification, one failure count, the same 401.
   */
  async function login(input: LoginRequest, client: LoginClient): Promise<AuthResult> {
    await throttle.beforeAttempt(input.email, client);
    const row = await repo.findUserByEmail(db, input.email);
    const valid = await checkPassword(row?.password_hash, input.password);
    if (!row || !valid) {
      await throttle.failed(input.email, client);
      throw new UnauthorizedError(LOGIN_FAILED_MESSAGE, 'LOGIN_FAILED');
    }
    await throttle.succeeded(input.email, client);
    return { user: toUser(row), tokens: await issueTokens(db, row) };
  }

  /**
   * Rotation with reuse detection. The first use of a token rotates it to its successor. Presented
   * again within the grace period (parallel refreshes, a retried request), it gets that same
   * successor. Later, or once its family was revoked, it is treated as stolen: the whole family
   * is revoked, which logs out thief and victim alike. A token issued before the user's sessions
   * were ended (older token version) is refused too. The revocation must commit, so the
   * transaction returns an outcome instead of throwing.
   */
  async function refresh(refreshToken: string): Promise<Tokens> {
    const tokenHash = hashToken(refreshToken);
    const outcome = await db.transaction().execute(async (trx) => {
      let row = await repo.findRefreshTokenWithVersion(trx, tokenHash);
      if (!row) return 'invalid' as const;
      const now = clock();
      if (row.revoked_at === null && row.expires_at <= time.toDb(now)) return 'invalid' as const;
      const owner = { id: row.user_id, token_version: row.user_token_version };
      const successor = successorToken(successors, tokenHash);
      if (isLive(row) && row.rotated_at === null) {
        if (await repo.rotateRefreshToken(trx, row.id, time.toDb(now))) {
          return issueTokens(trx, owner, row.family_id, successor);
        }
        // A concurrent refresh rotated it first: answer as a replay of a rotated token.
        row = await repo.findRefreshTokenWithVersion(trx, tokenHash);
        if (!row) return 'invalid' as const;
      }
      if (isLive(row) && row.rotated_at !== null && inGrace(row.rotated_at, now)) {
        const next = await repo.findRefreshTokenByHash(trx, hashToken(successor));
        if (next && next.revoked_at === null) {
          return { accessToken: await accessToken(owner, now), refreshToken: successor };
        }
      }
      await repo.revokeFamily(trx, row.family_id, time.toDb(now));
      return 'reused' as const;
    });
    if (typeof outcome === 'string') {
      throw new UnauthorizedError(INVALID_REFRESH_MESSAGE, 'INVALID_REFRESH_TOKEN');
    }
    return outcome;
  }

  const isLive = (row: {
    revoked_at: string | null;
    token_version: number;
    user_token_version: number;
  }) => row.revoked_at === null && row.token_version === row.user_token_version;
  const inGrace = (rotatedAt: string, now: Date) =>
    now.getTime() - Date.parse(time.fromDb(rotatedAt)) <= REFRESH_REUSE_GRACE_MS;

  /** Idempotent and silent about unknown tokens, so it reveals nothing. */
  async function logout(refreshToken: string): Promise<void> {
    const row = await repo.findRefreshTokenByHash(db, hashToken(refreshToken));
    if (row) await repo.revokeFamily(db, row.family_id, time.now(clock));
  }

  return { register, login, refresh, logout, issueTokens, accessToken };
}

export type AuthService = ReturnType<typeof createAuthService>;
