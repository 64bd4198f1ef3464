import { AiProviderError, httpError, parseDurationMs } from './ai-error';
import type { AiProvider, AiRequest, AiResult } from './ai-provider';
import { runAttempts, streamAttempts, type ClientOptions } from './attempt';
import { toGeminiSchema } from './gemini-schema';
import { parseJsonBody, postJson, readJson, type ErrorDetails } from './http';
import { parseSse } from './sse';

export const GEMINI_DEFAULT_MODEL = 'gemini-2.5-flash';
export const GEMINI_DEFAULT_BASE_URL = 'https://generativelanguage.googleapis.com';

export interface GeminiOptions extends ClientOptions {
  apiKey: string;
  model?: string;
  baseUrl?: string;
}

interface Part {
  text?: string;
  thought?: boolean;
}
interface Candidate {
  content?: { parts?: Part[] };
  finishReason?: string;
}
interface GenerateResponse {
  candidates?: Candidate[];
  promptFeedback?: { blockReason?: string };
  usageMetadata?: { promptTokenCount?: number; candidatesTokenCount?: number };
  error?: { code?: number; message?: string };
}

const BLOCKED = new Set(['SAFETY', 'PROHIBITED_CONTENT', 'BLOCKLIST', 'SPII', 'IMAGE_SAFETY']);

const fail = (kind: 'safety' | 'max_tokens' | 'no_candidates', message: string) =>
  new AiProviderError(kind, `gemini ${message}`, { provider: 'gemini' });

/** `{ error: { code, message, status, details: [RetryInfo { retryDelay: "13s" }] } }` */
function readError(json: unknown): ErrorDetails {
  const error = (json as { error?: { message?: string; details?: unknown[] } }).error;
  const retryInfo = error?.details?.find((d) =>
    String((d as Record<string, unknown>)['@type']).endsWith('google.rpc.RetryInfo'),
  ) as { retryDelay?: unknown } | undefined;
  return { message: error?.message, retryAfterMs: parseDurationMs(retryInfo?.retryDelay) };
}

export class GeminiProvider implements AiProvider {
  readonly name = 'gemini' as const;
  readonly #opts: GeminiOptions;
  readonly #url: string;

  constructor(opts: GeminiOptions) {
    this.#opts = opts;
    const base = (opts.baseUrl ?? GEMINI_DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.#url = `${base}/v1beta/models/${encodeURIComponent(opts.model ?? GEMINI_DEFAULT_MODEL)}`;
  }

  #body(req: AiRequest): Record<string, unknown> {
    const model = this.#opts.model ?? GEMINI_DEFAULT_MODEL;
    const { temperature, topK, topP, maxOutputTokens } = req.params;
    return {
      ...(req.system ? { systemInstruction: { parts: [{ text: req.system }] } } : {}),
      contents: req.messages.map((m) => ({
        role: m.role === 'assistant' ? 'model' : 'user',
        parts: [{ text: m.content }],
      })),
      generationConfig: {
        temperature,
        topK,
        topP,
        maxOutputTokens,
        ...(req.jsonSchema
          ? { responseMimeType: 'application/json', responseSchema: toGeminiSchema(req.jsonSchema) }
          : {}),
        // 2.5 flash models think by default and thinking tokens count against
        // maxOutputTokens: a 4096 budget could be spent thinking, leaving no answer
        // (MAX_TOKENS with no text). Our tasks need no reasoning trace, so turn it off.
        // (2.5 pro cannot turn thinking off: it rejects a zero budget.)
        ...(model.includes('2.5-flash') ? { thinkingConfig: { thinkingBudget: 0 } } : {}),
      },
    };
  }

  generate(req: AiRequest, signal?: AbortSignal): Promise<AiResult> {
    return runAttempts('gemini', this.#opts, signal, async (attemptSignal) => {
      const res = await this.#post(':generateContent', req, attemptSignal);
      return toResult((await readJson(res, 'gemini')) as GenerateResponse);
    });
  }

  stream(req: AiRequest, signal?: AbortSignal): AsyncIterable<string> {
    const open = (s: AbortSignal) => this.#post(':streamGenerateContent?alt=sse', req, s);
    return streamAttempts('gemini', this.#opts, signal, open, readStream);
  }

  #post(method: string, req: AiRequest, signal: AbortSignal): Promise<Response> {
    // The key goes in a header: URLs end up in logs and proxies.
    const headers = { 'x-goog-api-key': this.#opts.apiKey };
    return postJson('gemini', this.#url + method, headers, this.#body(req), signal, readError);
  }
}

function textOf(candidate: Candidate | undefined): string {
  // Thought summaries (only sent when asked for) are not part of the answer.
  const parts = candidate?.content?.parts ?? [];
  return parts.map((p) => (p.thought ? '' : (p.text ?? ''))).join('');
}

/** Errors a response carries even with status 200 (whole reply or one stream event). */
function checkBlocked(json: GenerateResponse, textSoFar: string): void {
  if (json.error) {
    throw httpError(json.error.code ?? 500, json.error.message ?? 'stream error', {
      provider: 'gemini',
    });
  }
  const reason = json.promptFeedback?.blockReason ?? json.candidates?.[0]?.finishReason;
  if (reason && BLOCKED.has(reason)) {
    throw fail('safety', `blocked the answer (${reason})`);
  }
  if (reason === 'MAX_TOKENS' && !textSoFar) {
    throw fail('max_tokens', 'hit maxOutputTokens before writing any text');
  }
}

function toResult(json: GenerateResponse): AiResult {
  const candidate = json.candidates?.[0];
  const text = textOf(candidate);
  checkBlocked(json, text);
  if (!candidate || !text) throw fail('no_candidates', 'answered without any candidate text');
  const usage = json.usageMetadata;
  return {
    text,
    usage: usage && {
      inputTokens: usage.promptTokenCount,
      outputTokens: usage.candidatesTokenCount,
    },
    ...(candidate.finishReason === 'MAX_TOKENS' ? { truncated: true } : {}),
  };
}

async function* readStream(res: Response): AsyncGenerator<string> {
  let text = '';
  for await (const event of parseSse(res.body)) {
    const json = parseJsonBody(event.data, 'gemini') as GenerateResponse;
    const delta = textOf(json.candidates?.[0]);
    checkBlocked(json, text + delta);
    if (delta) yield delta;
    text += delta;
  }
  if (!text) throw fail('no_candidates', 'streamed no text');
}
