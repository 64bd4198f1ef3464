import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@toeic-ace/contract';
import { buildTestApp } from '../../test/app';
import { bearer, registerUser } from '../../test/users';

let app: FastifyInstance;
let account: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  app = await buildTestApp();
});
beforeEach(async () => {
  account = await registerUser(app);
});
afterAll(() => app.close());

const getProfile = () =>
  app.inject({ url: '/api/auth/profile', headers: bearer(account.tokens.accessToken) });
const putProfile = (payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/auth/profile',
    headers: bearer(account.tokens.accessToken),
    payload: payload as object,
  });

describe('GET /api/auth/profile', () => {
  it('answers the signed-in user', async () => {
    const res = await getProfile();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: account.user });
  });
});

describe('PUT /api/auth/profile', () => {
  it('merges a partial preferences patch key by key and keeps it', async () => {
    const res = await putProfile({
      preferences: { theme: 'dark', practiceSettings: { questionsPerSession: 20 } },
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      ...DEFAULT_PREFERENCES,
      theme: 'dark',
      practiceSettings: { ...DEFAULT_PREFERENCES.practiceSettings, questionsPerSession: 20 },
    };
    expect(res.json().data.preferences).toEqual(expected);

    const second = await putProfile({ preferences: { practiceSettings: { difficulty: [2, 3] } } });
    expect(second.json().data.preferences.practiceSettings).toEqual({
      ...expected.practiceSettings,
      difficulty: [2, 3],
    });
    // Persisted: a fresh read (and a fresh login) sees it.
    expect((await getProfile()).json().data.preferences.theme).toBe('dark');
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(login.json().data.user.preferences.practiceSettings.difficulty).toEqual([2, 3]);
  });

  it('changes the username and leaves preferences alone', async () => {
    const res = await putProfile({ username: '  New Name  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...account.user, username: 'New Name' });
    expect((await getProfile()).json().data.username).toBe('New Name');
  });

  it.each([
    ['an unknown top-level key', { email: 'x@example.com' }, 'email'],
    ['an unknown preference', { preferences: { fontSize: 3 } }, 'preferences.fontSize'],
    [
      'an unknown practice setting',
      { preferences: { practiceSettings: { shuffle: true } } },
      'preferences.practiceSettings.shuffle',
    ],
    ['an invalid theme', { preferences: { theme: 'neon' } }, 'preferences.theme'],
    [
      'a question count off the 5-step scale',
      { preferences: { practiceSettings: { questionsPerSession: 7 } } },
      'preferences.practiceSettings.questionsPerSession',
    ],
    [
      'a difficulty level out of range',
      { preferences: { practiceSettings: { difficulty: [0, 6] } } },
      'preferences.practiceSettings.difficulty.0',
    ],
    ['an empty username', { username: '' }, 'username'],
  ])('rejects %s with 400 naming the field, changing nothing', async (_l, payload, field) => {
    const res = await putProfile(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(field);
    expect((await getProfile()).json().data).toEqual(account.user);
  });

  it('rejects an empty update', async () => {
    const res = await putProfile({});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('needs a bearer token', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { username: 'x' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });
});
