import { defineRoutes, HTTP, STORAGE_KEYS } from '@toeic-ace/contract';
import { routes } from '@/lib/routes';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import { deferred, fail, offContract, ok, stubFetch } from '@/test/fetch-stub';
import { storeTokens, testUser } from '@/test/fixtures';
import { api } from './api-client';
import { ApiClientError } from './api-error';
import { i18n } from './i18n';
import { ContractDriftError, takeContractDrift } from './response-check';
import { useUserStore } from '@/entities/user/store';

/** Calls of a test-only table: the client treats them like any entry of the real one. */
const testRoutes = defineRoutes({
  things: {
    method: 'GET',
    path: '/things',
    auth: 'required',
    response: z.object({ hello: z.string() }),
    errors: [],
  },
  items: {
    method: 'GET',
    path: '/items',
    auth: 'required',
    query: z.object({ n: z.string() }),
    response: z.object({ path: z.string().nullable() }),
    errors: [401],
  },
  item: {
    method: 'GET',
    path: '/items/:id/parts/:part',
    auth: 'required',
    params: z.object({ id: z.string(), part: z.string() }),
    response: z.object({ path: z.string() }),
    errors: [404],
  },
});

const register = { email: 'a@example.com', password: 'secret-pass', username: 'a' };
const login = { email: 'a@example.com', password: 'wrong' };

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as ApiClientError,
  );

describe('api client: envelope and transport errors', () => {
  it('unwraps data and sends the bearer token', async () => {
    storeTokens('tok', 'ref');
    const { calls } = stubFetch(() => ok(testRoutes.things, { hello: 'world' }));
    await expect(api.call(testRoutes.things)).resolves.toEqual({ hello: 'world' });
    expect(calls[0]).toMatchObject({ path: '/api/things', authorization: 'Bearer tok' });
  });

  it('keeps the server error object: message, code, status and details', async () => {
    const details = [{ path: 'email', message: 'taken', code: 'custom' }];
    stubFetch(() => fail(409, 'EMAIL_TAKEN', 'E-mail already registered', details));
    const error = await caught(api.call(routes.auth.register, { body: register }));
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ code: 'EMAIL_TAKEN', status: 409, details });
    expect(error.message).toBe('E-mail already registered');
  });

  it('maps a non-envelope 502 to 服务器错误 (502)', async () => {
    stubFetch(() => ({ status: 502, raw: '<html>Bad Gateway</html>' }));
    const error = await caught(api.call(routes.health.get));
    expect(error).toMatchObject({ code: 'SERVER_ERROR', status: 502, message: '服务器错误 (502)' });
  });

  it('writes transport messages in the current language', async () => {
    await i18n.changeLanguage('en');
    stubFetch(() => ({ status: 502, raw: 'Bad Gateway' }));
    expect((await caught(api.call(routes.health.get))).message).toBe('Server error (502)');
  });

  it('maps no response at all to NETWORK_ERROR', async () => {
    stubFetch(() => 'network-error');
    const error = await caught(api.call(routes.health.get));
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', message: '网络连接失败，请检查网络连接' });
  });

  it(`gives up after ${HTTP.requestTimeoutMs} ms with NETWORK_ERROR`, async () => {
    vi.useFakeTimers();
    stubFetch(() => new Promise(() => {}));
    const pending = caught(api.call(routes.health.get));
    await vi.advanceTimersByTimeAsync(HTTP.requestTimeoutMs - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('maps a 200 without an envelope to REQUEST_ERROR 请求失败', async () => {
    stubFetch(() => ({ status: 200, raw: 'not json' }));
    const error = await caught(api.call(routes.health.get));
    expect(error).toMatchObject({ code: 'REQUEST_ERROR', message: '请求失败' });
  });
});

describe('api client: calls named by the route table', () => {
  it('fills the path params, URI-encoded, and sends the query', async () => {
    const { calls } = stubFetch((req) => ok(testRoutes.item, { path: req.path }));
    const answer = await api.call(testRoutes.item, { params: { id: 'a/b c', part: '2' } });
    expect(answer).toEqual({ path: '/api/items/a%2Fb%20c/parts/2' });
    await api.call(testRoutes.items, { query: { n: '7' } });
    expect(calls[1]?.query.get('n')).toBe('7');
  });

  it('uses the method of the entry and sends its body as JSON', async () => {
    const { calls } = stubFetch(() => fail(409, 'EMAIL_TAKEN', 'taken'));
    await caught(api.call(routes.auth.register, { body: register }));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/auth/register', body: register });
  });

  it('fails a test whose answer does not match the contract, even if the caller catches it', async () => {
    stubFetch(() => offContract({ hello: 42 }));
    await expect(api.call(testRoutes.things, { retry: false })).rejects.toThrow(
      'GET /things: response does not match the contract',
    );
    // What test/setup.ts finds after the test (taken here, so this one passes).
    expect(takeContractDrift()).toEqual([expect.any(ContractDriftError)]);
  });

  it('in development reports such data and hands it on as it came', async () => {
    vi.stubEnv('MODE', 'development');
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch(() => offContract({ hello: 42 }));
    await expect(api.call(testRoutes.things)).resolves.toEqual({ hello: 42 });
    expect(warn).toHaveBeenCalledWith(
      'GET /things: response does not match the contract',
      expect.anything(),
    );
    expect(takeContractDrift()).toEqual([]);
  });

  it('hands back the parsed data: fields the contract does not name are dropped', async () => {
    const withInternal = { hello: 'world', internal: 'x' };
    stubFetch(() => ok(testRoutes.things, withInternal));
    await expect(api.call(testRoutes.things)).resolves.toEqual({ hello: 'world' });
  });
});

describe('api client: calls answered 204 No Content', () => {
  const removal = defineRoutes({
    remove: {
      method: 'DELETE',
      path: '/items/:id',
      auth: 'required',
      kind: 'empty',
      params: z.object({ id: z.string() }),
      errors: [401, 404],
    },
  }).remove;

  it('resolves with nothing on a 204, and raises the envelope’s error otherwise', async () => {
    storeTokens('old', 'refresh-1');
    const { calls } = stubFetch((req) =>
      req.path === '/api/items/gone'
        ? fail(404, 'NOT_FOUND', 'not here')
        : new Response(null, { status: 204 }),
    );
    await expect(api.noContent(removal, { params: { id: 'a b' } })).resolves.toBeUndefined();
    expect(calls[0]).toMatchObject({ method: 'DELETE', path: '/api/items/a%20b' });
    const error = await caught(api.noContent(removal, { params: { id: 'gone' } }));
    expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('refreshes once on a 401 and replays the call', async () => {
    storeTokens('old', 'refresh-1');
    const { callsTo } = stubFetch((req) => {
      if (req.path === '/api/auth/refresh') {
        return ok(routes.auth.refresh, {
          tokens: { accessToken: 'new', refreshToken: 'refresh-2' },
        });
      }
      return req.authorization === 'Bearer new'
        ? new Response(null, { status: 204 })
        : fail(401, 'TOKEN_EXPIRED', 'jwt expired');
    });
    await expect(api.noContent(removal, { params: { id: 'x' } })).resolves.toBeUndefined();
    expect(callsTo('/api/items/x').map((c) => c.authorization)).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
  });
});

describe('api client: 401 and the shared refresh', () => {
  it('runs exactly one refresh for three concurrent 401s and replays all three', async () => {
    storeTokens('old', 'refresh-1');
    const refreshGate = deferred<void>();
    const { callsTo } = stubFetch(async (req) => {
      if (req.path === '/api/auth/refresh') {
        await refreshGate.promise;
        return ok(routes.auth.refresh, {
          tokens: { accessToken: 'new', refreshToken: 'refresh-2' },
        });
      }
      return req.authorization === 'Bearer new'
        ? ok(testRoutes.items, { path: req.query.get('n') })
        : fail(401, 'TOKEN_EXPIRED', 'jwt expired');
    });
    const requests = ['1', '2', '3'].map((n) => api.call(testRoutes.items, { query: { n } }));
    await vi.waitFor(() => expect(callsTo('/api/items')).toHaveLength(3));
    refreshGate.resolve();
    await expect(Promise.all(requests)).resolves.toEqual([
      { path: '1' },
      { path: '2' },
      { path: '3' },
    ]);
    expect(callsTo('/api/auth/refresh')).toHaveLength(1);
    expect(callsTo('/api/auth/refresh')[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    const replays = callsTo('/api/items').slice(3);
    expect(replays.map((c) => c.authorization)).toEqual(Array(3).fill('Bearer new'));
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('new');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });

  it('retries a request at most once', async () => {
    storeTokens('old', 'refresh-1');
    const { callsTo } = stubFetch((req) =>
      req.path === '/api/auth/refresh'
        ? ok(routes.auth.refresh, { tokens: { accessToken: 'new', refreshToken: 'refresh-2' } })
        : fail(401, 'UNAUTHORIZED', 'no'),
    );
    const error = await caught(api.call(testRoutes.items, { query: { n: '1' } }));
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect(callsTo('/api/items')).toHaveLength(2);
    expect(callsTo('/api/auth/refresh')).toHaveLength(1);
  });

  it('clears the tokens, logs out and raises REFRESH_FAILED when the refresh is refused', async () => {
    storeTokens('old', 'refresh-1');
    useUserStore.setState({ user: testUser(), isAuthenticated: true });
    stubFetch((req) =>
      req.path === '/api/auth/refresh'
        ? fail(401, 'INVALID_REFRESH_TOKEN', 'invalid refresh token')
        : fail(401, 'TOKEN_EXPIRED', 'jwt expired'),
    );
    const error = await caught(api.call(testRoutes.items, { query: { n: '1' } }));
    expect(error).toMatchObject({ code: 'REFRESH_FAILED', message: '令牌刷新失败' });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(useUserStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
  });

  it.each([
    [502, undefined],
    [503, 'SERVICE_UNAVAILABLE'],
  ])(
    'keeps the tokens and the learner signed in when the refresh answers %i, and retries',
    async (status, code) => {
      storeTokens('old', 'refresh-1');
      useUserStore.setState({ user: testUser(), isAuthenticated: true });
      let refreshes = 0;
      const { callsTo } = stubFetch((req) => {
        if (req.path === '/api/auth/refresh') {
          refreshes += 1;
          if (refreshes === 1) {
            return code
              ? fail(status, code, 'down for a moment')
              : { status, raw: '<html>Bad Gateway</html>' };
          }
          return ok(routes.auth.refresh, {
            tokens: { accessToken: 'new', refreshToken: 'refresh-2' },
          });
        }
        return req.authorization === 'Bearer new'
          ? ok(testRoutes.items, { path: 'fresh' })
          : fail(401, 'TOKEN_EXPIRED', 'jwt expired');
      });
      const data = await api.call(testRoutes.items, { query: { n: '1' } });
      expect(data).toEqual({ path: 'fresh' });
      expect(callsTo('/api/auth/refresh')).toHaveLength(2);
      expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
      expect(useUserStore.getState().isAuthenticated).toBe(true);
    },
  );

  it('raises NO_REFRESH_TOKEN without calling refresh when none is stored', async () => {
    storeTokens('old', '');
    const { callsTo } = stubFetch(() => fail(401, 'TOKEN_EXPIRED', 'jwt expired'));
    const error = await caught(api.call(testRoutes.items, { query: { n: '1' } }));
    expect(error).toMatchObject({ code: 'NO_REFRESH_TOKEN', message: '没有刷新令牌' });
    expect(callsTo('/api/auth/refresh')).toHaveLength(0);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('never refreshes for a failed login', async () => {
    storeTokens('old', 'refresh-1');
    const { callsTo } = stubFetch(() => fail(401, 'LOGIN_FAILED', 'Invalid e-mail or password'));
    const error = await caught(api.call(routes.auth.login, { body: login }));
    expect(error.code).toBe('LOGIN_FAILED');
    expect(callsTo('/api/auth/refresh')).toHaveLength(0);
  });
});
