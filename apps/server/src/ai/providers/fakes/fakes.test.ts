import { describe, expect, it } from 'vitest';
import { startFakeGemini } from './fake-gemini';
import { startFakeOpenAi } from './fake-openai';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire bodies are checked by shape
const json = async (res: Response): Promise<any> => res.json();

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('fake provider servers', () => {
  it('answer 500 with a clear message when nothing is queued', async () => {
    const fake = await startFakeGemini();
    try {
      const res = await post(`${fake.url}/v1beta/models/m:generateContent`, {});
      expect(res.status).toBe(500);
      expect((await json(res)).error.message).toMatch(/no step queued/);
    } finally {
      await fake.close();
    }
  });

  it('ask the responder once the queue is empty, with the recorded request', async () => {
    const fake = await startFakeOpenAi({
      responder: (req) => ({ json: { echo: req.body.messages.at(-1).content } }),
    });
    try {
      fake.enqueue({ text: 'queued first' });
      const first = await json(await post(`${fake.url}/chat/completions`, { messages: [] }));
      const ping = { messages: [{ role: 'user', content: 'ping' }] };
      const second = await json(await post(`${fake.url}/chat/completions`, ping));
      expect(first.choices[0].message.content).toBe('queued first');
      expect(JSON.parse(second.choices[0].message.content)).toEqual({ echo: 'ping' });
      expect(fake.requests.map((r) => r.path)).toEqual([
        '/v1/chat/completions',
        '/v1/chat/completions',
      ]);
    } finally {
      await fake.close();
    }
  });

  it('refuse unknown paths the way the real API does', async () => {
    const gemini = await startFakeGemini();
    const openai = await startFakeOpenAi();
    try {
      expect((await post(`${gemini.url}/v1/models/m:generateContent`, {})).status).toBe(404);
      expect((await post(`${openai.url}/completions`, {})).status).toBe(404);
    } finally {
      await Promise.all([gemini.close(), openai.close()]);
    }
  });

  it('pace a non-streamed answer like generation time at the token rate', async () => {
    const fake = await startFakeGemini();
    try {
      fake.enqueue({ text: 'x'.repeat(80), tokensPerSecond: 100 }); // 20 tokens: 200 ms
      const began = Date.now();
      await post(`${fake.url}/v1beta/models/m:generateContent`, {});
      expect(Date.now() - began).toBeGreaterThanOrEqual(180);
    } finally {
      await fake.close();
    }
  });

  it('close promptly even with a hanging request', async () => {
    const fake = await startFakeGemini();
    fake.enqueue({ hang: true });
    const pending = post(`${fake.url}/v1beta/models/m:generateContent`, {}).catch((e) => e);
    await new Promise((r) => setTimeout(r, 50));
    await fake.close();
    expect(await pending).toBeInstanceOf(Error);
  });
  it('answer the metadata GETs a health check makes, with the key required by Gemini', async () => {
    const gemini = await startFakeGemini();
    const openai = await startFakeOpenAi();
    try {
      const url = `${gemini.url}/v1beta/models/gemini-2.5-flash`;
      const model = await fetch(url, { headers: { 'x-goog-api-key': 'k' } });
      expect(model.status).toBe(200);
      expect((await json(model)).name).toBe('models/gemini-2.5-flash');
      expect((await fetch(url)).status).toBe(403);
      const list = await fetch(`${openai.url}/models`);
      expect((await json(list)).data[0].id).toBe('fake-model');
      openai.metadataStep = { status: 500 };
      expect((await fetch(`${openai.url}/models`)).status).toBe(500);
      expect((await fetch(`${openai.url}/other`)).status).toBe(404);
    } finally {
      await Promise.all([gemini.close(), openai.close()]);
    }
  });

  it('drop a stream mid-answer, and count answers the client abandoned', async () => {
    const fake = await startFakeOpenAi();
    try {
      fake.enqueue({ stream: { text: 'x'.repeat(40), resetAfterTokens: 3 } });
      const res = await post(`${fake.url}/chat/completions`, { stream: true });
      await expect(res.text()).rejects.toThrow();

      fake.enqueue({ stream: { text: 'y'.repeat(400), tokensPerSecond: 100 } });
      const controller = new AbortController();
      const slow = await fetch(`${fake.url}/chat/completions`, {
        method: 'POST',
        body: JSON.stringify({ stream: true }),
        signal: controller.signal,
      });
      expect(slow.status).toBe(200);
      controller.abort();
      for (let waited = 0; fake.abandoned === 0 && waited < 2_000; waited += 20) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(fake.abandoned).toBe(1);
    } finally {
      await fake.close();
    }
  });
});
