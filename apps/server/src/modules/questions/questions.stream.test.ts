import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { questionSchema, type GenerationStreamEvent } from '@toeic-ace/contract';
import { buildTestApp } from '../../test/app';
import { registerUser } from '../../test/users';
import { VENDORS } from '../../ai/testing';
import { startAiApp, type AiTestApp } from './test-ai-app';
import { generateBody, isVerification, parseEvents, postGenerate } from './testing';

/** POST /api/questions/generate/stream: server-sent events, one per question as it exists. */
const [gemini, openai] = VENDORS;
if (!gemini || !openai) throw new Error('vendors missing');

interface Timed {
  at: number;
  event: GenerationStreamEvent;
}

/** Reads the stream over real HTTP, noting when each event arrived. */
async function readStream(
  url: string,
  token: string,
  body: unknown,
  stopAfter?: (events: Timed[]) => boolean,
) {
  const controller = new AbortController();
  const started = performance.now();
  const res = await fetch(`${url}/api/questions/generate/stream`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const events: Timed[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = res.body?.getReader();
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const parsed = parseEvents(buffer.slice(0, end + 2));
      buffer = buffer.slice(end + 2);
      for (const event of parsed) events.push({ at: performance.now() - started, event });
    }
    if (stopAfter?.(events)) {
      controller.abort();
      break;
    }
  }
  return { res, events, total: performance.now() - started };
}

/** A new learner's streamed generate call to an app without AI (the bank answers). */
async function streamWithoutAi(body: ReturnType<typeof generateBody>) {
  const app = await buildTestApp();
  try {
    const { tokens } = await registerUser(app);
    return await postGenerate(app, tokens.accessToken, body, true);
  } finally {
    await app.close();
  }
}

describe('POST /api/questions/generate/stream', () => {
  let t: AiTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('sends one question event per question, then done (bank)', async () => {
    const res = await streamWithoutAi(generateBody({ language: 'ja' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['x-request-id']).toBeTruthy();
    const events = parseEvents(res.body);
    expect(events.map((e) => e.event)).toEqual([
      'question',
      'question',
      'question',
      'question',
      'question',
      'done',
    ]);
    events.slice(0, 5).forEach((e, i) => {
      expect(questionSchema.safeParse(e.data).success).toBe(true);
      expect(e.data).toMatchObject({ questionOrder: i, part: 5 });
    });
    expect(events[5]).toEqual({ event: 'done', data: { count: 5, source: 'bank' } });
  });

  it('sends the first AI question long before the provider has finished the set', async () => {
    t = await startAiApp(gemini, { tokensPerSecond: 300 });
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { events, total } = await readStream(url, await t.token(), generateBody());
    const questions = events.filter((e) => e.event.event === 'question');
    expect(questions).toHaveLength(5);
    expect(events.at(-1)?.event).toEqual({ event: 'done', data: { count: 5, source: 'ai' } });
    const first = questions[0]?.at ?? Infinity;
    const last = questions.at(-1)?.at ?? 0;
    // Five paced items take over a second to write; the first is out after about a fifth of that.
    expect(total).toBeGreaterThan(1_000);
    expect(first).toBeLessThan(total * 0.5);
    expect(last - first).toBeGreaterThan(total * 0.4);
    expect(t.fake.requests[0]?.path).toContain(':streamGenerateContent?alt=sse');
  });

  it('fills the rest from the bank when the provider fails mid-stream', async () => {
    t = await startAiApp(openai);
    const items = t.model.items(5, 5);
    const text = JSON.stringify({ questions: items });
    const cut = text.indexOf(JSON.stringify(items[2])); // after two complete items
    t.fake.enqueue({ stream: { text, resetAfterTokens: Math.ceil(cut / 4) } });
    const res = await postGenerate(t.app, await t.token(), generateBody(), true);
    const events = parseEvents(res.body);
    const questions = events.filter((e) => e.event === 'question').map((e) => e.data);
    expect(questions).toHaveLength(5);
    expect(questions.slice(0, 2).map((q) => (q as { question: string }).question)).toEqual(
      items.slice(0, 2).map((i) => i.question),
    );
    expect(events.at(-1)).toEqual({ event: 'done', data: { count: 5, source: 'mixed' } });
    expect(t.fake.requests.filter((r) => !isVerification(r))).toHaveLength(1);
  });

  it('also fills from the bank when the provider rate-limits after questions went out', async () => {
    t = await startAiApp(gemini);
    const model = t.model;
    const items = model.items(5, 2);
    let calls = 0;
    t.fake.responder = (req) =>
      isVerification(req)
        ? model.responder(req)
        : calls++ === 0
          ? { json: { questions: items } }
          : { status: 429, retryDelaySeconds: 1 };
    const res = await postGenerate(t.app, await t.token(), generateBody(), true);
    const events = parseEvents(res.body);
    expect(events.filter((e) => e.event === 'question')).toHaveLength(5);
    expect(events.at(-1)).toEqual({ event: 'done', data: { count: 5, source: 'mixed' } });
  });

  it('stops the provider call when the client goes away', async () => {
    t = await startAiApp(openai, { tokensPerSecond: 100 });
    const url = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const token = await t.token();
    const payload = JSON.stringify(generateBody({ questionCount: 10 }));
    // Plain node:http, so that hanging up means exactly one socket closed.
    const firstChunk = await new Promise<string>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: '/api/questions/generate/stream',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        },
        (res) => {
          res.once('data', (chunk: Buffer) => {
            req.destroy();
            resolve(chunk.toString());
          });
        },
      );
      req.on('error', () => undefined);
      req.once('error', reject);
      req.end(payload);
    });
    expect(firstChunk).toMatch(/^event: question\n/);
    const deadline = Date.now() + 3_000;
    while (t.fake.abandoned === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(t.fake.abandoned).toBe(1);
    expect(t.logs().some((l) => l.msg === 'generation stream closed by the client')).toBe(true);
  });

  it('keeps the envelope for errors before the stream starts', async () => {
    const res = await streamWithoutAi(generateBody({ questionCount: 30 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
  });
});
