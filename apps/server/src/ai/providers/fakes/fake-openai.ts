import { startFakeServer, type FakeOptions, type FakeServer, type WireFormat } from './fake-server';
import { estimateTokens, tokenize } from './respond';

/**
 * An OpenAI-compatible chat completions server on 127.0.0.1 (POST /v1/chat/completions,
 * `stream: true` answered as SSE ending in `data: [DONE]`). `fake.url` ends in /v1, like
 * OPENAI_BASE_URL. Same steps and recording as the Gemini fake:
 *
 *   const fake = await startFakeOpenAi();
 *   fake.enqueue({ status: 429, retryDelaySeconds: 2 }, { text: 'Hello' });
 *   createAiProvider({ provider: 'openai', openai: { baseUrl: fake.url, apiKey: 'k' } });
 */
const FINISH = { STOP: 'stop', SAFETY: 'content_filter', MAX_TOKENS: 'length' } as const;

const envelope = (req: { body: unknown }, object: string) => ({
  id: 'chatcmpl-fake',
  object,
  created: Math.floor(Date.now() / 1000),
  model: (req.body as { model?: string })?.model ?? 'fake-model',
});

const usage = (req: { body: unknown }, text: string) => ({
  prompt_tokens: estimateTokens(req.body),
  completion_tokens: tokenize(text).length,
  total_tokens: estimateTokens(req.body) + tokenize(text).length,
});

const ERROR_TYPE: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'invalid_api_key',
  429: 'rate_limit_exceeded',
};

export const openAiWire: WireFormat = {
  name: 'fake-openai',
  basePath: '/v1',
  eol: '\n',
  trailer: 'data: [DONE]',
  isStream: (_method, _path, body) => (body as { stream?: boolean })?.stream === true,
  reject: (req) =>
    req.method === 'POST' && req.path === '/v1/chat/completions'
      ? null
      : { status: 404, message: `Unknown request URL: ${req.method} ${req.path}` },
  // GET /v1/models: the model list (what a health check asks, for no tokens).
  metadata: (req) =>
    req.path === '/v1/models'
      ? {
          body: {
            object: 'list',
            data: [{ id: 'fake-model', object: 'model', created: 1_700_000_000, owned_by: 'fake' }],
          },
        }
      : null,
  complete: (text, finish, req) => ({
    ...envelope(req, 'chat.completion'),
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: text || null, refusal: null },
        finish_reason: FINISH[finish],
      },
    ],
    usage: usage(req, text),
  }),
  empty: (req) => ({ ...envelope(req, 'chat.completion'), choices: [], usage: usage(req, '') }),
  chunk: (token) => ({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta: { content: token }, finish_reason: null }],
  }),
  final: (finish, req) => [
    {
      ...envelope(req, 'chat.completion.chunk'),
      choices: [{ index: 0, delta: {}, finish_reason: FINISH[finish] }],
    },
  ],
  error: (status, message, retryDelaySeconds) => ({
    headers: (retryDelaySeconds !== undefined
      ? { 'retry-after': String(retryDelaySeconds) }
      : {}) as Record<string, string>,
    body: {
      error: {
        message,
        type: ERROR_TYPE[status] ?? 'server_error',
        param: null,
        code: ERROR_TYPE[status] ?? null,
      },
    },
  }),
};

export const startFakeOpenAi = (opts?: FakeOptions): Promise<FakeServer> =>
  startFakeServer(openAiWire, opts);
