import { describe, expect, it } from 'vitest';
import { createAiProvider } from './create-provider';
import { startFakeGemini } from './fakes/fake-gemini';
import { startFakeOpenAi } from './fakes/fake-openai';
import { GeminiProvider } from './gemini-provider';
import { OpenAiProvider } from './openai-provider';
import { questionRequest } from './testing';

describe('createAiProvider', () => {
  it('gives no client for none', () => {
    expect(createAiProvider({ provider: 'none' })).toBeNull();
  });

  it('builds a Gemini client with the default model on the configured base URL', async () => {
    const fake = await startFakeGemini();
    try {
      fake.enqueue({ text: 'ok' });
      const provider = createAiProvider({
        provider: 'gemini',
        gemini: { apiKey: 'k', baseUrl: fake.url },
      });
      expect(provider).toBeInstanceOf(GeminiProvider);
      expect(provider?.name).toBe('gemini');
      await provider?.generate(questionRequest());
      expect(fake.requests[0]?.path).toBe('/v1beta/models/gemini-2.5-flash:generateContent');
    } finally {
      await fake.close();
    }
  });

  it('builds an OpenAI-compatible client and passes the timeout through', async () => {
    const fake = await startFakeOpenAi();
    try {
      fake.enqueue({ hang: true });
      const provider = createAiProvider({
        provider: 'openai',
        openai: { baseUrl: fake.url, model: 'llama3' },
        timeoutMs: 100,
        retry: { maxRetries: 0 },
      });
      expect(provider).toBeInstanceOf(OpenAiProvider);
      await expect(provider?.generate(questionRequest())).rejects.toMatchObject({
        kind: 'timeout',
      });
    } finally {
      await fake.close();
    }
  });

  it('refuses a selected provider without its required setting', () => {
    expect(() => createAiProvider({ provider: 'gemini', gemini: { apiKey: '' } })).toThrow(
      /GEMINI_API_KEY/,
    );
    expect(() => createAiProvider({ provider: 'openai' })).toThrow(/OPENAI_BASE_URL/);
  });
});
