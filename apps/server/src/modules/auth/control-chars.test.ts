import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { bearer, newCredentials, registerUser } from '../../test/users';

/** The same 400 on SQLite and PostgreSQL, which cannot store NUL at all. */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const register = (payload: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/auth/register', payload });

function expectFieldRejected(res: { statusCode: number; json: () => unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    success: false,
    error: {
      code: 'VALIDATION_ERROR',
      details: [{ path: field, message: 'must not contain control characters' }],
    },
  });
}

describe('control characters in account fields', () => {
  it('rejects them in the username, e-mail and new password of a registration', async () => {
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\nb', 'a\tb', 'a\u007fb', 'a\u0085b']) {
      expectFieldRejected(await register({ ...newCredentials(), username: bad }), 'username');
    }
    expectFieldRejected(
      await register({ ...newCredentials(), email: 'a\u0000b@example.com' }),
      'email',
    );
    expectFieldRejected(
      await register({ ...newCredentials(), password: 'long enough\u0000' }),
      'password',
    );
  });

  it('keeps names in any script, with emoji', async () => {
    const res = await register({ ...newCredentials(), username: '山田 花子 🌸 Ñandú' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.username).toBe('山田 花子 🌸 Ñandú');
  });

  it('rejects them when a profile changes its username', async () => {
    const account = await registerUser(app);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(account.tokens.accessToken),
      payload: { username: 'a\u0000b' },
    });
    expectFieldRejected(res, 'username');
  });

  it('answers a sign-in with NUL in its e-mail as invalid input, not as a server error', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a\u0000@example.com', password: 'whatever1' },
    });
    expectFieldRejected(res, 'email');
  });
});
