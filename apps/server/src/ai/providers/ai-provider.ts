import type { AiProviderName } from '@toeic-ace/contract';

/** A configured model vendor; `none` (the built-in bank) never gets a client. */
export type AiVendor = Exclude<AiProviderName, 'none'>;

export interface AiMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** Sampling parameters; pass `AI_CLIENT.questions` or `AI_CLIENT.chat` from the contract. */
export interface AiParams {
  temperature: number;
  topK: number;
  topP: number;
  maxOutputTokens: number;
}

/** A plain JSON Schema object (e.g. from `z.toJSONSchema`). */
export type JsonSchema = Record<string, unknown>;

export interface AiRequest {
  system?: string;
  messages: AiMessage[];
  params: AiParams;
  /**
   * JSON Schema of the expected output. When set, the provider is asked for JSON output
   * (Gemini responseSchema, OpenAI response_format). The reply is still returned as text:
   * parsing and validating it is the caller's job, since no provider guarantees the shape.
   */
  jsonSchema?: JsonSchema;
}

export interface AiUsage {
  inputTokens?: number;
  outputTokens?: number;
}

export interface AiResult {
  text: string;
  usage?: AiUsage;
  /** The model hit maxOutputTokens after writing some text: the text is cut off. */
  truncated?: boolean;
}

/**
 * One interface over every vendor, used by the generation and chat services. Both methods
 * apply the per-attempt timeout and the retry policy themselves and throw `AiProviderError`
 * (or the caller's abort reason when `signal` fires).
 */
export interface AiProvider {
  readonly name: AiVendor;
  generate(req: AiRequest, signal?: AbortSignal): Promise<AiResult>;
  /** Text deltas in order; retried only until the first delta arrives (never duplicated). */
  stream(req: AiRequest, signal?: AbortSignal): AsyncIterable<string>;
}
