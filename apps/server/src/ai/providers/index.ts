export type {
  AiMessage,
  AiParams,
  AiProvider,
  AiRequest,
  AiResult,
  AiUsage,
  AiVendor,
  JsonSchema,
} from './ai-provider';
export { AiProviderError, type AiErrorKind } from './ai-error';
export { createAiProvider, type AiProviderConfig } from './create-provider';
export { GeminiProvider, type GeminiOptions } from './gemini-provider';
export { OpenAiProvider, type OpenAiOptions } from './openai-provider';
export { withRetry, backoffDelay, abortableSleep, type RetryOptions, type Sleep } from './retry';
export { parseSse, type SseEvent } from './sse';
