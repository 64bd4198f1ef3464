import type { FakeRequest } from './providers/fakes';

/**
 * Test support of the AI module, kept apart from its public entry (index.ts) so production code
 * never loads it: fake provider servers on 127.0.0.1 that speak Gemini's and the OpenAI
 * chat-completions wire formats, real clients pointed at them, and the environment that selects
 * a provider at a URL.
 */
export {
  startFakeGemini,
  startFakeOpenAi,
  type FakeOptions,
  type FakeRequest,
  type FakeServer,
  type FakeStep,
  type Responder,
} from './providers/fakes';
export {
  closedPortUrl,
  collect,
  instantRetry,
  questionRequest,
  VENDORS,
  type Vendor,
} from './providers/testing';

/** The prompt text of a recorded request, for both wire formats. */
export function promptOf(req: FakeRequest): { system: string; user: string } {
  const body = req.body ?? {};
  if (Array.isArray(body.messages)) {
    const messages = body.messages as { role: string; content: string }[];
    return {
      system: messages.find((m) => m.role === 'system')?.content ?? '',
      user: messages
        .filter((m) => m.role === 'user')
        .map((m) => m.content)
        .join('\n'),
    };
  }
  const text = (parts?: { text?: string }[]) => (parts ?? []).map((p) => p.text ?? '').join('');
  return {
    system: text(body.systemInstruction?.parts),
    user: (body.contents ?? [])
      .map((c: { parts?: { text?: string }[] }) => text(c.parts))
      .join('\n'),
  };
}

/** The variables a user sets to use `vendor` at `url` (OpenAI-compatible also names a model). */
export function providerEnv(vendor: 'gemini' | 'openai', url: string): Record<string, string> {
  return vendor === 'gemini'
    ? { AI_PROVIDER: 'gemini', GEMINI_API_KEY: 'test-key', GEMINI_BASE_URL: url }
    : {
        AI_PROVIDER: 'openai',
        OPENAI_BASE_URL: url,
        OPENAI_API_KEY: 'test-key',
        OPENAI_MODEL: 'test-model',
      };
}
