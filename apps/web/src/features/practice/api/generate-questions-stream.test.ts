import { routes } from '@/lib/routes';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok, stubFetch } from '@/test/fetch-stub';
import { storeTokens } from '@/test/fixtures';
import { makeQuestions, servedSet, sseResponse } from '@/test/practice';
import { streamQuestions } from './generate-questions-stream';

const BODY = {
  questionType: 'reading' as const,
  questionCount: 5,
  difficulty: [3],
  categories: ['part5' as const],
  language: 'zh' as const,
};

describe('POST /api/questions/generate/stream', () => {
  it('hands over each question as it arrives and resolves with done', async () => {
    storeTokens();
    const questions = makeQuestions(3);
    const { calls } = stubFetch(() => sseResponse(servedSet(questions)));
    const received: string[] = [];
    const done = await streamQuestions(BODY, (q) => received.push(q.id));
    expect(received).toEqual(['q-1', 'q-2', 'q-3']);
    expect(done).toEqual({ count: 3, source: 'bank' });
    expect(calls[0]?.authorization).toBe('Bearer access-1');
  });

  it('skips a question event that fails the contract', async () => {
    const [first] = makeQuestions(1);
    stubFetch(() =>
      sseResponse([
        { event: 'question', data: { ...first, options: ['only one'] } },
        { event: 'question', data: first },
        { event: 'done', data: { count: 1, source: 'ai' } },
      ]),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const received: string[] = [];
    await streamQuestions(BODY, (q) => received.push(q.id));
    expect(received).toEqual(['q-1']);
  });

  it('refreshes an expired token once and opens the stream again', async () => {
    storeTokens('old', 'refresh-1');
    const { calls } = stubFetch((req) => {
      if (req.path === '/api/auth/refresh') {
        return ok(routes.auth.refresh, {
          tokens: { accessToken: 'new', refreshToken: 'refresh-2' },
        });
      }
      if (req.authorization === 'Bearer old') return fail(401, 'TOKEN_EXPIRED', 'expired');
      return sseResponse(servedSet(makeQuestions(1)));
    });
    await expect(streamQuestions(BODY, () => {})).resolves.toEqual({ count: 1, source: 'bank' });
    expect(calls.map((c) => c.path)).toEqual([
      '/api/questions/generate/stream',
      '/api/auth/refresh',
      '/api/questions/generate/stream',
    ]);
  });

  it('an envelope before the stream is thrown with its code and status', async () => {
    stubFetch(() => fail(429, 'RATE_LIMIT_EXCEEDED', 'Too many requests'));
    await expect(streamQuestions(BODY, () => {})).rejects.toMatchObject({
      code: 'RATE_LIMIT_EXCEEDED',
      status: 429,
    });
  });

  it('an error event rejects with the server code', async () => {
    stubFetch(() =>
      sseResponse([{ event: 'error', data: { code: 'AI_UNAVAILABLE', message: 'down' } }]),
    );
    await expect(streamQuestions(BODY, () => {})).rejects.toMatchObject({
      code: 'AI_UNAVAILABLE',
      message: 'down',
    });
  });

  it('a stream that ends without done, or a dead network, is NETWORK_ERROR', async () => {
    stubFetch(() => sseResponse(servedSet(makeQuestions(2)).slice(0, 1)));
    await expect(streamQuestions(BODY, () => {})).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    stubFetch(() => 'network-error');
    await expect(streamQuestions(BODY, () => {})).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      message: '网络连接失败，请检查网络连接',
    });
  });

  it('an error thrown by the caller’s handler is the caller’s, not a network failure', async () => {
    stubFetch(() => sseResponse(servedSet(makeQuestions(2))));
    const boom = new Error('handler failed');
    await expect(
      streamQuestions(BODY, () => {
        throw boom;
      }),
    ).rejects.toBe(boom);
  });
});
