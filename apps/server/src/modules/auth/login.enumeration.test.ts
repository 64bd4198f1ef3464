import type { FastifyInstance } from 'fastify';
import type * as Argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/app';
import { registerUser } from '../../test/users';

/**
 * No account enumeration through login: an unknown e-mail, an account without a password and a
 * wrong password must answer alike and cost alike. The cost is shown structurally: every path
 * runs argon2 `verify` exactly once and nothing else of argon2 (no hash on the way). Timing itself
 * is measured by `npm run bench:login`, never asserted here.
 */
const argon2 = vi.hoisted(() => ({ verify: 0, hash: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof Argon2>();
  return {
    ...actual,
    verify: (...args: Parameters<typeof actual.verify>) => {
      argon2.verify += 1;
      return actual.verify(...args);
    },
    hash: (...args: Parameters<typeof actual.hash>) => {
      argon2.hash += 1;
      return actual.hash(...args);
    },
  };
});

let app: FastifyInstance;
let account: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  app = await buildTestApp();
  account = await registerUser(app);
  // An account that signs in only through a provider: no password hash at all.
  await app.db
    .updateTable('users')
    .set({ password_hash: null })
    .where('id', '=', (await registerUser(app)).user.id)
    .execute();
});
afterAll(() => app.close());
beforeEach(() => {
  argon2.verify = 0;
  argon2.hash = 0;
});

const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('login without account enumeration', () => {
  it('answers an unknown e-mail and a wrong password identically', async () => {
    const wrongPassword = await login(account.email, 'wrong password');
    const unknownEmail = await login('nobody-here@example.com', account.password);
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.statusCode).toBe(401);
      expect(res.headers['retry-after']).toBeUndefined();
    }
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(wrongPassword.json()).toEqual({
      success: false,
      error: { code: 'LOGIN_FAILED', message: 'Incorrect e-mail or password' },
    });
  });

  it('runs exactly one argon2 verification for an unknown e-mail, as for a wrong password', async () => {
    await login('nobody-at-all@example.com', 'some password');
    expect(argon2).toEqual({ verify: 1, hash: 0 });
    argon2.verify = 0;
    await login(account.email, 'wrong password');
    expect(argon2).toEqual({ verify: 1, hash: 0 });
    argon2.verify = 0;
    await login(account.email, account.password);
    expect(argon2).toEqual({ verify: 1, hash: 0 });
  });

  it('treats an account without a password like an unknown e-mail', async () => {
    const [passwordless] = await app.db
      .selectFrom('users')
      .select('email')
      .where('password_hash', 'is', null)
      .execute();
    const res = await login(passwordless!.email, 'any password at all');
    expect(argon2).toEqual({ verify: 1, hash: 0 });
    expect(res.statusCode).toBe(401);
    expect(res.body).toBe((await login('unknown-again@example.com', 'x')).body);
  });
});
