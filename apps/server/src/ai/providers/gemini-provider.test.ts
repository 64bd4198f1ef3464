import { AI_CLIENT } from '@toeic-ace/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGemini } from './fakes/fake-gemini';
import type { FakeServer } from './fakes/fake-server';
import { GeminiProvider } from './gemini-provider';
import { collect, instantRetry, questionRequest } from './testing';

const schema = {
  type: 'object',
  additionalProperties: false,
  properties: { questions: { type: 'array', items: { type: 'string' }, minItems: 1 } },
  required: ['questions'],
};

describe('Gemini wire format', () => {
  let fake: FakeServer;
  beforeEach(async () => {
    fake = await startFakeGemini();
  });
  afterEach(() => fake.close());

  const provider = (model?: string) =>
    new GeminiProvider({ apiKey: 'secret-key', baseUrl: `${fake.url}/`, model, ...instantRetry() });

  it('sends the key in x-goog-api-key, never in the URL, and the question parameters', async () => {
    fake.enqueue({ json: { questions: ['q'] } });
    await provider().generate(
      questionRequest({
        messages: [
          { role: 'user', content: 'hi' },
          { role: 'assistant', content: 'hello' },
          { role: 'user', content: 'again' },
        ],
        jsonSchema: schema,
      }),
    );
    const [req] = fake.requests;
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/v1beta/models/gemini-2.5-flash:generateContent');
    expect(req?.path).not.toContain('secret-key');
    expect(req?.headers['x-goog-api-key']).toBe('secret-key');
    expect(req?.headers['content-type']).toBe('application/json');
    expect(req?.body).toEqual({
      systemInstruction: { parts: [{ text: 'You write TOEIC questions.' }] },
      contents: [
        { role: 'user', parts: [{ text: 'hi' }] },
        { role: 'model', parts: [{ text: 'hello' }] },
        { role: 'user', parts: [{ text: 'again' }] },
      ],
      generationConfig: {
        temperature: AI_CLIENT.questions.temperature,
        topK: AI_CLIENT.questions.topK,
        topP: AI_CLIENT.questions.topP,
        maxOutputTokens: AI_CLIENT.questions.maxOutputTokens,
        responseMimeType: 'application/json',
        responseSchema: {
          type: 'OBJECT',
          properties: { questions: { type: 'ARRAY', items: { type: 'STRING' }, minItems: 1 } },
          propertyOrdering: ['questions'],
          required: ['questions'],
        },
        thinkingConfig: { thinkingBudget: 0 },
      },
    });
  });

  it('asks for plain text without a schema, and only turns thinking off for 2.5 flash', async () => {
    fake.enqueue({ text: 'a' }, { text: 'b' });
    await provider('gemini-2.5-flash-lite').generate(questionRequest({ params: AI_CLIENT.chat }));
    await provider('gemini-2.5-pro').generate(questionRequest({ system: undefined }));
    const [lite, pro] = fake.requests.map((r) => r.body);
    expect(fake.requests[1]?.path).toBe('/v1beta/models/gemini-2.5-pro:generateContent');
    expect(lite.generationConfig).toEqual({
      ...AI_CLIENT.chat,
      thinkingConfig: { thinkingBudget: 0 },
    });
    expect(pro.generationConfig).toEqual(AI_CLIENT.questions);
    expect(pro.systemInstruction).toBeUndefined();
  });

  it('streams from streamGenerateContent?alt=sse with the key in the header', async () => {
    fake.enqueue({ stream: { text: 'one two three' } });
    expect((await collect(provider().stream(questionRequest()))).join('')).toBe('one two three');
    const [req] = fake.requests;
    expect(req?.path).toBe('/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse');
    expect(req?.headers['x-goog-api-key']).toBe('secret-key');
  });

  it('reads a RetryInfo retryDelay from the error details', async () => {
    fake.enqueue({ status: 429, retryDelaySeconds: 13 });
    const error = await new GeminiProvider({
      apiKey: 'k',
      baseUrl: fake.url,
      retry: { maxRetries: 0 },
    })
      .generate(questionRequest())
      .catch((e) => e);
    expect(error).toMatchObject({ kind: 'rate_limit', retryAfterMs: 13_000, provider: 'gemini' });
    expect(error.message).toContain('Resource has been exhausted');
  });

  it('reports a blocked prompt (promptFeedback.blockReason) as safety', async () => {
    fake.enqueue({ rawBody: JSON.stringify({ promptFeedback: { blockReason: 'SAFETY' } }) });
    await expect(provider().generate(questionRequest())).rejects.toMatchObject({ kind: 'safety' });
  });

  it('skips thought parts and joins the answer parts', async () => {
    const body = {
      candidates: [
        {
          content: {
            parts: [{ text: 'thinking…', thought: true }, { text: 'Hel' }, { text: 'lo' }],
          },
          finishReason: 'STOP',
        },
      ],
      usageMetadata: { promptTokenCount: 5, candidatesTokenCount: 2 },
    };
    fake.enqueue({ rawBody: JSON.stringify(body), contentType: 'application/json' });
    await expect(provider().generate(questionRequest())).resolves.toEqual({
      text: 'Hello',
      usage: { inputTokens: 5, outputTokens: 2 },
    });
  });
});
