import { defineRoutes } from '@toeic-ace/contract';
import { routes } from '@/lib/routes';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fail, ok, stubFetch, type StubResponse } from '@/test/fetch-stub';
import { storeTokens } from '@/test/fixtures';
import { api, setApiRetryOptions } from './api-client';
import { errorLog } from './error-handler';

const testRoutes = defineRoutes({
  read: {
    method: 'GET',
    path: '/things',
    auth: 'none',
    response: z.object({ n: z.number() }),
    errors: [],
  },
  create: {
    method: 'POST',
    path: '/things',
    auth: 'none',
    body: z.object({ n: z.number() }),
    response: z.object({ n: z.number() }),
    errors: [],
  },
  replace: {
    method: 'PUT',
    path: '/things/1',
    auth: 'none',
    idempotent: true,
    body: z.object({ n: z.number() }),
    response: z.object({ n: z.number() }),
    errors: [],
  },
});

/** Fails the first `failures` calls the given way, then answers. */
function serverFailing(failures: number, how: () => StubResponse) {
  const start = Date.now();
  const times: number[] = [];
  const stub = stubFetch(() => {
    times.push(Date.now() - start);
    return times.length <= failures ? how() : ok(testRoutes.read, { n: times.length });
  });
  return { ...stub, times };
}

describe('api client retries (real timing, fake clock)', () => {
  it('repeats a GET after network failures at 1 s, 2 s, 4 s (+ jitter) and returns the answer', async () => {
    setApiRetryOptions({ random: () => 0 });
    vi.useFakeTimers();
    const { times } = serverFailing(3, () => 'network-error');
    const result = api.call(testRoutes.read);
    await vi.advanceTimersByTimeAsync(7_000);
    await expect(result).resolves.toEqual({ n: 4 });
    expect(times).toEqual([0, 1_000, 3_000, 7_000]);
  });

  it('repeats a 5xx of an entry marked idempotent, but never a POST', async () => {
    setApiRetryOptions({ random: () => 0 });
    vi.useFakeTimers();
    const put = serverFailing(1, () => fail(503, 'AI_UNAVAILABLE', 'down'));
    const replaced = api.call(testRoutes.replace, { body: { n: 1 } });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(replaced).resolves.toEqual({ n: 2 });
    expect(put.times).toEqual([0, 1_000]);

    const post = serverFailing(1, () => fail(503, 'AI_UNAVAILABLE', 'down'));
    await expect(api.call(testRoutes.create, { body: { n: 1 } })).rejects.toMatchObject({
      status: 503,
    });
    expect(post.calls).toHaveLength(1);
  });
});

describe('api client retries (instant)', () => {
  it('gives up after 3 retries and logs the failure once', async () => {
    const { calls } = serverFailing(10, () => fail(500, 'INTERNAL_ERROR', 'broken'));
    await expect(api.call(testRoutes.read)).rejects.toMatchObject({ code: 'INTERNAL_ERROR' });
    expect(calls).toHaveLength(4);
    expect(errorLog.all()).toHaveLength(1);
    expect(errorLog.all()[0]).toMatchObject({
      type: 'API_ERROR',
      source: 'api',
      code: 'INTERNAL_ERROR',
      status: 500,
    });
  });

  it('does not repeat a 4xx answer', async () => {
    const { calls } = serverFailing(10, () => fail(404, 'NOT_FOUND', 'gone'));
    await expect(api.call(testRoutes.read)).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(1);
  });

  it('does not repeat while the browser says it is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls } = serverFailing(10, () => 'network-error');
    await expect(api.call(testRoutes.read)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(calls).toHaveLength(1);
  });

  it('never logs a failed error report, so a report cannot cause another', async () => {
    storeTokens('tok', 'ref');
    stubFetch(() => 'network-error');
    const body = {
      type: 'UNKNOWN_ERROR' as const,
      severity: 'high' as const,
      message: 'x',
      source: 'rejection',
      url: 'http://localhost/',
      userAgent: 'test',
      timestamp: new Date().toISOString(),
    };
    await expect(api.call(routes.clientErrors.report, { body })).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
    expect(errorLog.all()).toHaveLength(0);
  });
});
