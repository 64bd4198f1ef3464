import { AiProviderError, httpError } from './ai-error';
import type { AiProvider, AiRequest, AiResult } from './ai-provider';
import { runAttempts, streamAttempts, type ClientOptions } from './attempt';
import { parseJsonBody, postJson, readJson, type ErrorDetails } from './http';
import { parseSse } from './sse';

export const OPENAI_DEFAULT_MODEL = 'gpt-4o-mini';

export interface OpenAiOptions extends ClientOptions {
  /** Includes the version path, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  baseUrl: string;
  /** Local servers (Ollama, llama.cpp) need none: then no Authorization header is sent. */
  apiKey?: string;
  model?: string;
}

interface Choice {
  message?: { content?: string | null; refusal?: string | null };
  delta?: { content?: string | null; refusal?: string | null };
  finish_reason?: string | null;
}
interface Completion {
  choices?: Choice[];
  usage?: { prompt_tokens?: number; completion_tokens?: number };
  error?: { message?: string; code?: number | string };
}

/** `{ error: { message, type, code } }`; the wait comes from Retry-After headers. */
const readError = (json: unknown): ErrorDetails => ({
  message: (json as Completion).error?.message,
});

const fail = (kind: 'safety' | 'max_tokens' | 'no_candidates', message: string) =>
  new AiProviderError(kind, `openai-compatible server: ${message}`, { provider: 'openai' });

export class OpenAiProvider implements AiProvider {
  readonly name = 'openai' as const;
  readonly #opts: OpenAiOptions;
  readonly #url: string;

  constructor(opts: OpenAiOptions) {
    this.#opts = opts;
    this.#url = `${opts.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  }

  generate(req: AiRequest, signal?: AbortSignal): Promise<AiResult> {
    return runAttempts('openai', this.#opts, signal, async (attemptSignal) => {
      const res = await this.#post(req, false, attemptSignal);
      return toResult((await readJson(res, 'openai')) as Completion);
    });
  }

  stream(req: AiRequest, signal?: AbortSignal): AsyncIterable<string> {
    const open = (s: AbortSignal) => this.#post(req, true, s);
    return streamAttempts('openai', this.#opts, signal, open, readStream);
  }

  #post(req: AiRequest, stream: boolean, signal: AbortSignal): Promise<Response> {
    const { temperature, topP, maxOutputTokens } = req.params;
    const body = {
      model: this.#opts.model ?? OPENAI_DEFAULT_MODEL,
      messages: [...(req.system ? [{ role: 'system', content: req.system }] : []), ...req.messages],
      // topK is not an OpenAI parameter (some servers reject unknown fields), so it is left out.
      temperature,
      top_p: topP,
      max_tokens: maxOutputTokens,
      ...(req.jsonSchema
        ? {
            // strict: false because strict mode demands additionalProperties: false and every
            // property required, which optional contract fields do not satisfy.
            response_format: {
              type: 'json_schema',
              json_schema: { name: 'response', schema: req.jsonSchema, strict: false },
            },
          }
        : {}),
      ...(stream ? { stream: true } : {}),
    };
    const headers: Record<string, string> = this.#opts.apiKey
      ? { authorization: `Bearer ${this.#opts.apiKey}` }
      : {};
    return postJson('openai', this.#url, headers, body, signal, readError);
  }
}

function check(choice: Choice | undefined, textSoFar: string): void {
  if (
    choice?.finish_reason === 'content_filter' ||
    choice?.message?.refusal ||
    choice?.delta?.refusal
  ) {
    throw fail('safety', 'the answer was filtered or refused');
  }
  if (choice?.finish_reason === 'length' && !textSoFar) {
    throw fail('max_tokens', 'max_tokens reached before any text');
  }
}

function toResult(json: Completion): AiResult {
  const choice = json.choices?.[0];
  const text = choice?.message?.content ?? '';
  check(choice, text);
  if (!choice || !text) throw fail('no_candidates', 'no choices / empty content');
  return {
    text,
    usage: json.usage && {
      inputTokens: json.usage.prompt_tokens,
      outputTokens: json.usage.completion_tokens,
    },
    ...(choice.finish_reason === 'length' ? { truncated: true } : {}),
  };
}

async function* readStream(res: Response): AsyncGenerator<string> {
  let text = '';
  for await (const event of parseSse(res.body, { doneSentinel: '[DONE]' })) {
    const json = parseJsonBody(event.data, 'openai') as Completion;
    if (json.error) {
      const status = typeof json.error.code === 'number' ? json.error.code : 500;
      throw httpError(status, json.error.message ?? 'stream error', { provider: 'openai' });
    }
    const choice = json.choices?.[0];
    const delta = choice?.delta?.content ?? '';
    check(choice, text + delta);
    if (delta) yield delta;
    text += delta;
  }
  if (!text) throw fail('no_candidates', 'streamed no text');
}
