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
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { hashToken, jwtKey, newRefreshToken, refreshTokenExpiry, signAccessToken } from './tokens';
import { toUser } from './users';

// One message for an unknown e-mail and a wrong password: the response must not reveal which.
export const LOGIN_FAILED_MESSAGE = 'Incorrect e-mail or password';
const INVALID_REFRESH_MESSAGE = 'Refresh token is invalid or has expired';

export interface AuthDeps {
  db: Db;
  jwtSecret: string;
  clock: () => Date;
}

export function createAuthService({ db, jwtSecret, clock }: AuthDeps) {
  const key = jwtKey(jwtSecret);

  /** Starts a token family (login, register) or continues one (refresh). */
  async function issueTokens(
    trx: Db,
    userId: string,
    familyId: string = randomUUID(),
  ): Promise<Tokens> {
    const now = clock();
    const refreshToken = newRefreshToken();
    await repo.insertRefreshToken(trx, {
      id: randomUUID(),
      user_id: userId,
      family_id: familyId,
      token_hash: hashToken(refreshToken),
      expires_at: time.toDb(refreshTokenExpiry(now)),
      revoked_at: null,
      created_at: time.toDb(now),
    });
    return { accessToken: await signAccessToken(await key, userId, now), refreshToken };
  }

  async function register(input: RegisterRequest): Promise<AuthResult> {
    const now = time.now(clock);
    const row = {
      id: randomUUID(),
      email: input.email,
      username: input.username,
      password_hash: await hashPassword(input.password),
      preferences: json.toDb(DEFAULT_PREFERENCES),
      created_at: now,
      updated_at: now,
    };
    try {
      return await db.transaction().execute(async (trx) => {
        await repo.insertUser(trx, row);
        return { user: toUser(row), tokens: await issueTokens(trx, row.id) };
      });
    } catch (err) {
      // The unique index decides, so two simultaneous sign-ups cannot both succeed.
      if (isUniqueViolation(err)) {
        throw new ConflictError('EMAIL_TAKEN', 'This e-mail address is already registered');
      }
      throw err;
    }
  }

  async function login(input: LoginRequest): Promise<AuthResult> {
    const row = await repo.findUserByEmail(db, input.email);
    const valid = row?.password_hash
      ? await verifyPassword(row.password_hash, input.password)
      : await verifyAgainstDummy(input.password);
    if (!row || !valid) throw new UnauthorizedError(LOGIN_FAILED_MESSAGE, 'LOGIN_FAILED');
    return { user: toUser(row), tokens: await issueTokens(db, row.id) };
  }

  /**
   * Rotation with reuse detection. A token that was already used (or loses a race to be used)
   * is treated as stolen: its whole family is revoked, which logs out thief and victim alike.
   * The revocation must commit, so the transaction returns an outcome instead of throwing.
   */
  async function refresh(refreshToken: string): Promise<Tokens> {
    const outcome = await db.transaction().execute(async (trx) => {
      const row = await repo.findRefreshTokenByHash(trx, hashToken(refreshToken));
      if (!row) return 'invalid' as const;
      const now = time.now(clock);
      if (row.revoked_at === null && row.expires_at <= now) return 'invalid' as const;
      const consumed =
        row.revoked_at === null && (await repo.consumeRefreshToken(trx, row.id, now));
      if (!consumed) {
        await repo.revokeFamily(trx, row.family_id, now);
        return 'reused' as const;
      }
      return issueTokens(trx, row.user_id, row.family_id);
    });
    if (typeof outcome === 'string') {
      throw new UnauthorizedError(INVALID_REFRESH_MESSAGE, 'INVALID_REFRESH_TOKEN');
    }
    return outcome;
  }

  /** Idempotent and silent about unknown tokens, so it reveals nothing. */
  async function logout(refreshToken: string): Promise<void> {
    const row = await repo.findRefreshTokenByHash(db, hashToken(refreshToken));
    if (row) await repo.revokeFamily(db, row.family_id, time.now(clock));
  }

  return { register, login, refresh, logout };
}

export type AuthService = ReturnType<typeof createAuthService>;
