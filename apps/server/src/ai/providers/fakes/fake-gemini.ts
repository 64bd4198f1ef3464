import { startFakeServer, type FakeOptions, type FakeServer, type WireFormat } from './fake-server';
import { estimateTokens, tokenize } from './respond';

/**
 * A Gemini REST API on 127.0.0.1 (v1beta generateContent / streamGenerateContent?alt=sse).
 *
 *   const fake = await startFakeGemini();
 *   fake.enqueue({ status: 429, retryDelaySeconds: 2 }, { json: { questions: [...] } });
 *   createAiProvider({ provider: 'gemini', gemini: { apiKey: 'k', baseUrl: fake.url } });
 *   fake.requests[0].headers['x-goog-api-key']; fake.requests[0].body.generationConfig;
 *   await fake.close();
 */
const PATH = /^\/v1beta\/models\/([^/:?]+):(generateContent|streamGenerateContent)(\?.*)?$/;
const MODEL_PATH = /^\/v1beta\/models\/([^/:?]+)$/;

const usage = (req: { body: unknown }, text: string) => ({
  promptTokenCount: estimateTokens(req.body),
  candidatesTokenCount: tokenize(text).length,
  totalTokenCount: estimateTokens(req.body) + tokenize(text).length,
});

const candidate = (text: string, finishReason?: string) => ({
  // A 2.5 model cut off while thinking sends content without parts.
  content: text ? { parts: [{ text }], role: 'model' } : { role: 'model' },
  ...(finishReason ? { finishReason } : {}),
  index: 0,
});

const STATUS: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

export const geminiWire: WireFormat = {
  name: 'fake-gemini',
  basePath: '',
  eol: '\r\n',
  isStream: (_method, path) => path.includes(':streamGenerateContent') && path.includes('alt=sse'),
  reject: (req) =>
    req.method === 'POST' && PATH.test(req.path)
      ? null
      : { status: 404, message: `Method not found: ${req.method} ${req.path}` },
  // GET /v1beta/models/{model}: the model's metadata (what a health check asks, for no tokens).
  metadata: (req) => {
    const model = MODEL_PATH.exec(req.path)?.[1];
    if (!model) return null;
    if (!req.headers['x-goog-api-key']) {
      return { status: 403, message: "Method doesn't allow unregistered callers." };
    }
    return {
      body: {
        name: `models/${decodeURIComponent(model)}`,
        version: '001',
        displayName: decodeURIComponent(model),
        inputTokenLimit: 1_048_576,
        outputTokenLimit: 65_536,
        supportedGenerationMethods: ['generateContent', 'countTokens'],
      },
    };
  },
  complete: (text, finish, req) => ({
    candidates: [candidate(text, finish)],
    usageMetadata: usage(req, text),
    modelVersion: 'fake-gemini',
  }),
  // Gemini leaves the field out rather than sending an empty array.
  empty: (req) => ({ usageMetadata: usage(req, ''), modelVersion: 'fake-gemini' }),
  chunk: (token) => ({ candidates: [candidate(token)], modelVersion: 'fake-gemini' }),
  final: (finish, req) => [
    {
      candidates: [candidate('', finish)],
      usageMetadata: usage(req, ''),
      modelVersion: 'fake-gemini',
    },
  ],
  error: (status, message, retryDelaySeconds) => ({
    headers: {},
    body: {
      error: {
        code: status,
        message,
        status: STATUS[status] ?? 'UNKNOWN',
        ...(retryDelaySeconds !== undefined
          ? {
              details: [
                {
                  '@type': 'type.googleapis.com/google.rpc.RetryInfo',
                  retryDelay: `${retryDelaySeconds}s`,
                },
              ],
            }
          : {}),
      },
    },
  }),
};

export const startFakeGemini = (opts?: FakeOptions): Promise<FakeServer> =>
  startFakeServer(geminiWire, opts);
