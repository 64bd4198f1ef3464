import { AI_CLIENT } from '@toeic-ace/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi } from './fakes/fake-openai';
import type { FakeServer } from './fakes/fake-server';
import { OpenAiProvider } from './openai-provider';
import { collect, instantRetry, questionRequest } from './testing';

const schema = {
  type: 'object',
  properties: { answer: { type: 'integer' } },
  required: ['answer'],
};

describe('OpenAI-compatible wire format', () => {
  let fake: FakeServer;
  beforeEach(async () => {
    fake = await startFakeOpenAi();
  });
  afterEach(() => fake.close());

  it('posts to {baseUrl}/chat/completions with a Bearer key and the parameters (no topK)', async () => {
    fake.enqueue({ json: { answer: 1 } });
    const provider = new OpenAiProvider({ baseUrl: fake.url, apiKey: 'sk-test', model: 'qwen2.5' });
    await provider.generate(
      questionRequest({
        messages: [
          { role: 'user', content: 'hi' },
          { role: 'assistant', content: 'hello' },
        ],
        jsonSchema: schema,
      }),
    );
    const [req] = fake.requests;
    expect(req?.path).toBe('/v1/chat/completions');
    expect(req?.headers.authorization).toBe('Bearer sk-test');
    expect(req?.body).toEqual({
      model: 'qwen2.5',
      messages: [
        { role: 'system', content: 'You write TOEIC questions.' },
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: 'hello' },
      ],
      temperature: AI_CLIENT.questions.temperature,
      top_p: AI_CLIENT.questions.topP,
      max_tokens: AI_CLIENT.questions.maxOutputTokens,
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'response', schema, strict: false },
      },
    });
  });

  it('sends no Authorization header without a key, and no response_format without a schema', async () => {
    fake.enqueue({ text: 'plain' });
    const provider = new OpenAiProvider({ baseUrl: `${fake.url}/`, model: 'llama3' });
    await expect(
      provider.generate(questionRequest({ params: AI_CLIENT.chat })),
    ).resolves.toMatchObject({
      text: 'plain',
    });
    const [req] = fake.requests;
    expect(req?.headers.authorization).toBeUndefined();
    expect(req?.body.response_format).toBeUndefined();
    expect(req?.body.temperature).toBe(AI_CLIENT.chat.temperature);
    expect(req?.body.max_tokens).toBe(AI_CLIENT.chat.maxOutputTokens);
  });

  it('streams with stream: true and stops at [DONE]', async () => {
    fake.enqueue({ stream: { text: 'streamed reply' } });
    const provider = new OpenAiProvider({ baseUrl: fake.url, model: 'm' });
    expect((await collect(provider.stream(questionRequest()))).join('')).toBe('streamed reply');
    expect(fake.requests[0]?.body.stream).toBe(true);
  });

  it.each([
    ['Retry-After seconds', () => ({ 'retry-after': '4' }), 4000],
    [
      'Retry-After date',
      () => ({ 'retry-after': new Date(Date.now() + 20_000).toUTCString() }),
      20_000,
    ],
    ['retry-after-ms', () => ({ 'retry-after-ms': '750', 'retry-after': '1' }), 750],
  ])('honours %s on a 429', async (_name, headers, expected) => {
    const { sleeps, retry } = instantRetry();
    fake.enqueue({ status: 429, headers: headers() }, { text: 'ok' });
    const provider = new OpenAiProvider({ baseUrl: fake.url, model: 'm', retry });
    await expect(provider.generate(questionRequest())).resolves.toMatchObject({ text: 'ok' });
    expect(sleeps).toHaveLength(1);
    // An HTTP date has one-second resolution, and the round trip takes a moment too.
    expect(Math.abs((sleeps[0] ?? 0) - expected)).toBeLessThanOrEqual(1_500);
  });

  it('reports a refusal as safety', async () => {
    const body = {
      choices: [{ message: { content: null, refusal: 'I cannot help' }, finish_reason: 'stop' }],
    };
    fake.enqueue({ rawBody: JSON.stringify(body), contentType: 'application/json' });
    const provider = new OpenAiProvider({ baseUrl: fake.url, model: 'm' });
    await expect(provider.generate(questionRequest())).rejects.toMatchObject({ kind: 'safety' });
  });

  it('surfaces an error event inside the stream', async () => {
    const sse =
      'data: {"choices":[{"delta":{"content":"Hi"}}]}\n\ndata: {"error":{"message":"overloaded","code":503}}\n\n';
    fake.enqueue({ rawBody: sse, contentType: 'text/event-stream' });
    const provider = new OpenAiProvider({ baseUrl: fake.url, model: 'm' });
    const deltas: string[] = [];
    const run = async () => {
      for await (const d of provider.stream(questionRequest())) deltas.push(d);
    };
    await expect(run()).rejects.toMatchObject({ kind: 'server', status: 503 });
    expect(deltas).toEqual(['Hi']);
  });
});
