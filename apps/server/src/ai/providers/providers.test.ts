import { abortableSleep, type Sleep } from '@toeic-ace/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AiProviderError } from './ai-error';
import type { FakeServer } from './fakes/fake-server';
import { closedPortUrl, collect, instantRetry, questionRequest, VENDORS } from './testing';

/** Behaviour both clients share, each against its own fake over real HTTP. */
describe.each(VENDORS)('$name provider', ({ start, client }) => {
  let fake: FakeServer;
  beforeEach(async () => {
    fake = await start();
  });
  afterEach(() => fake.close());

  const schema = { type: 'object', properties: { answer: { type: 'integer' } } };

  it('returns text with usage', async () => {
    fake.enqueue({ text: 'Hello there' });
    const result = await client(fake.url).generate(questionRequest());
    expect(result.text).toBe('Hello there');
    expect(result.usage?.outputTokens).toBeGreaterThan(0);
    expect(result.usage?.inputTokens).toBeGreaterThan(0);
  });

  it('returns the JSON the model wrote as text', async () => {
    fake.enqueue({ json: { answer: 2 } });
    const result = await client(fake.url).generate(questionRequest({ jsonSchema: schema }));
    expect(JSON.parse(result.text)).toEqual({ answer: 2 });
  });

  it('returns malformed model JSON untouched: parsing is the caller’s job', async () => {
    fake.enqueue({ text: '{"questions": [' });
    const result = await client(fake.url).generate(questionRequest({ jsonSchema: schema }));
    expect(result.text).toBe('{"questions": [');
  });

  it("waits the provider's retry delay after a 429, then succeeds", async () => {
    const { sleeps, retry } = instantRetry(0.7);
    fake.enqueue({ status: 429, retryDelaySeconds: 2 }, { text: 'ok' });
    await expect(client(fake.url, { retry }).generate(questionRequest())).resolves.toMatchObject({
      text: 'ok',
    });
    expect(sleeps).toEqual([2000]);
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up at once on a 429 asking for longer than the cap, keeping the delay', async () => {
    const { sleeps, retry } = instantRetry();
    fake.enqueue({ status: 429, retryDelaySeconds: 3600 }, { text: 'never' });
    const error = await client(fake.url, { retry })
      .generate(questionRequest())
      .catch((e) => e);
    expect(error).toMatchObject({ kind: 'rate_limit', status: 429, retryAfterMs: 3_600_000 });
    expect(sleeps).toEqual([]);
  });

  it('backs off after a 500, then succeeds', async () => {
    const { sleeps, retry } = instantRetry(0.5);
    fake.enqueue({ status: 500 }, { status: 503 }, { text: 'ok' });
    await expect(client(fake.url, { retry }).generate(questionRequest())).resolves.toMatchObject({
      text: 'ok',
    });
    expect(sleeps).toEqual([1500, 2500]);
  });

  it('stops after 4 attempts when the server keeps failing', async () => {
    const { sleeps, retry } = instantRetry();
    fake.enqueue(
      { status: 500 },
      { status: 502 },
      { status: 503 },
      { status: 504 },
      { text: 'late' },
    );
    const error = await client(fake.url, { retry })
      .generate(questionRequest())
      .catch((e) => e);
    expect(error).toMatchObject({ kind: 'server', status: 504, retryable: true });
    expect(fake.requests).toHaveLength(4);
    expect(sleeps).toEqual([1000, 2000, 4000]);
  });

  it.each([
    [401, 'auth'],
    [403, 'auth'],
    [400, 'bad_request'],
    [404, 'other'],
  ] as const)('does not retry a %i (%s)', async (status, kind) => {
    fake.enqueue({ status }, { text: 'never' });
    const error = await client(fake.url, instantRetry())
      .generate(questionRequest())
      .catch((e) => e);
    expect(error).toBeInstanceOf(AiProviderError);
    expect(error).toMatchObject({ kind, status, retryable: false });
    expect(error.message).toContain(String(status));
    expect(fake.requests).toHaveLength(1);
  });

  it.each([
    [{ rawBody: '<html>proxy error</html>' }, 'malformed'],
    [{ emptyCandidates: true }, 'no_candidates'],
    [{ finishReason: 'SAFETY' }, 'safety'],
    [{ finishReason: 'MAX_TOKENS', text: '' }, 'max_tokens'],
  ] as const)('classifies %j as %s without retrying', async (step, kind) => {
    fake.enqueue(step, { text: 'never' });
    const error = await client(fake.url, instantRetry())
      .generate(questionRequest())
      .catch((e) => e);
    expect(error).toMatchObject({ kind, retryable: false });
    expect(fake.requests).toHaveLength(1);
  });

  it('returns text cut off by the token limit, flagged as truncated', async () => {
    fake.enqueue({ finishReason: 'MAX_TOKENS', text: '{"questions": [{"q' });
    const result = await client(fake.url).generate(questionRequest());
    expect(result).toMatchObject({ text: '{"questions": [{"q', truncated: true });
  });

  it('times out a silent provider, retries, then reports a timeout', async () => {
    const { sleeps, retry } = instantRetry();
    fake.enqueue({ hang: true }, { hang: true }, { hang: true }, { hang: true });
    const began = Date.now();
    const error = await client(fake.url, { timeoutMs: 200, retry })
      .generate(questionRequest())
      .catch((e) => e);
    expect(error).toMatchObject({ kind: 'timeout', retryable: true });
    expect(fake.requests).toHaveLength(4);
    expect(sleeps).toHaveLength(3);
    expect(Date.now() - began).toBeGreaterThanOrEqual(780);
  });

  it('recovers from a timeout when the next attempt answers', async () => {
    fake.enqueue({ hang: true }, { text: 'ok' });
    const provider = client(fake.url, { timeoutMs: 200, ...instantRetry() });
    await expect(provider.generate(questionRequest())).resolves.toMatchObject({ text: 'ok' });
  });

  it('treats a refused connection as a retryable network failure', async () => {
    const { sleeps, retry } = instantRetry();
    const error = await client(await closedPortUrl(), { retry })
      .generate(questionRequest())
      .catch((e) => e);
    expect(error).toMatchObject({ kind: 'network', retryable: true });
    expect(error.message).toContain('ECONNREFUSED');
    expect(sleeps).toHaveLength(3);
  });

  it('retries a connection reset', async () => {
    fake.enqueue({ reset: true }, { text: 'ok' });
    const result = await client(fake.url, instantRetry()).generate(questionRequest());
    expect(result.text).toBe('ok');
    expect(fake.requests).toHaveLength(2);
  });

  it("stops on the caller's abort during a request, without retrying", async () => {
    fake.enqueue({ hang: true }, { text: 'never' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const provider = client(fake.url, { timeoutMs: 5000, ...instantRetry() });
    await expect(provider.generate(questionRequest(), controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fake.requests).toHaveLength(1);
  });

  it("stops on the caller's abort during a backoff sleep", async () => {
    fake.enqueue({ status: 500 }, { text: 'never' });
    const controller = new AbortController();
    const sleep: Sleep = (ms, signal) => {
      controller.abort();
      return abortableSleep(ms, signal);
    };
    const provider = client(fake.url, { retry: { sleep } });
    await expect(provider.generate(questionRequest(), controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fake.requests).toHaveLength(1);
  });

  describe('streaming', () => {
    const text = 'Sales rose 12 percent in the third quarter, the manager said.';

    it('yields the deltas in order and they add up to the text', async () => {
      fake.enqueue({ stream: { text } });
      const deltas = await collect(client(fake.url).stream(questionRequest()));
      expect(deltas.length).toBeGreaterThan(5);
      expect(deltas.join('')).toBe(text);
      expect(fake.requests[0]?.stream).toBe(true);
    });

    it('delivers the first delta long before the whole reply at a realistic token rate', async () => {
      fake.enqueue({ stream: { text, tokensPerSecond: 100 } }); // 16 tokens: ~160 ms
      const began = Date.now();
      let first = 0;
      for await (const _ of client(fake.url).stream(questionRequest()))
        first ||= Date.now() - began;
      const total = Date.now() - began;
      expect(total).toBeGreaterThanOrEqual(140);
      expect(first).toBeLessThan(total / 2);
    });

    it('retries opening the stream, then streams', async () => {
      const { sleeps, retry } = instantRetry();
      fake.enqueue({ status: 429, retryDelaySeconds: 1 }, { status: 500 }, { stream: { text } });
      const deltas = await collect(client(fake.url, { retry }).stream(questionRequest()));
      expect(deltas.join('')).toBe(text);
      expect(sleeps).toEqual([1000, 2000]);
    });

    it.each([
      [{ status: 401 }, 'auth'],
      [{ finishReason: 'SAFETY' }, 'safety'],
      [{ finishReason: 'MAX_TOKENS' }, 'max_tokens'],
      [{ emptyCandidates: true }, 'no_candidates'],
    ] as const)('fails %j as %s', async (step, kind) => {
      fake.enqueue(step);
      await expect(
        collect(client(fake.url, instantRetry()).stream(questionRequest())),
      ).rejects.toMatchObject({
        kind,
      });
      expect(fake.requests).toHaveLength(1);
    });

    it('times out a stream that goes silent, after retrying the opening', async () => {
      fake.enqueue({ hang: true }, { hang: true }, { hang: true }, { hang: true });
      const stream = client(fake.url, { timeoutMs: 200, ...instantRetry() }).stream(
        questionRequest(),
      );
      await expect(collect(stream)).rejects.toMatchObject({ kind: 'timeout' });
      expect(fake.requests).toHaveLength(4);
    });

    it('keeps a slow but steady stream alive past the timeout', async () => {
      // 10 events 40 ms apart: 400 ms in all, longer than the 300 ms timeout, never silent that long.
      fake.enqueue({ stream: { text: 'abcd'.repeat(10), tokensPerSecond: 25 } });
      const deltas = await collect(client(fake.url, { timeoutMs: 300 }).stream(questionRequest()));
      expect(deltas.join('')).toBe('abcd'.repeat(10));
    });

    it('lets the consumer stop early', async () => {
      fake.enqueue({ stream: { text: 'x'.repeat(400), tokensPerSecond: 200 } });
      const deltas: string[] = [];
      for await (const delta of client(fake.url).stream(questionRequest())) {
        deltas.push(delta);
        if (deltas.length === 2) break;
      }
      expect(deltas).toEqual(['xxxx', 'xxxx']);
    });
  });
});
