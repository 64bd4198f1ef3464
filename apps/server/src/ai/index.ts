/**
 * The AI module's public entry: provider clients (Gemini REST, OpenAI-compatible) behind one
 * interface with timeouts and retries, the per-user AI quota, the provider health route, the
 * sanitised way text enters a prompt, and the server-sent-events writer. Feature modules import
 * only this file (tests may also use ./testing); nothing here imports a feature module.
 */
export type {
  AiMessage,
  AiParams,
  AiProvider,
  AiRequest,
  AiResult,
  AiUsage,
  AiVendor,
  JsonSchema,
} from './providers/ai-provider';
export { AiProviderError, type AiErrorKind } from './providers/ai-error';
export { createAiProvider, type AiProviderConfig } from './providers/create-provider';
export { aiClientFor, type AiClientHooks } from './client-hooks';
export { toGeminiSchema } from './providers/gemini-schema';
export type { RetryOptions, Sleep } from './providers/retry';
export {
  DEFAULT_QUOTA_LIMITS,
  MemoryQuotaStore,
  RedisQuotaStore,
  RetryLaterError,
  type QuotaLimits,
  type QuotaStore,
} from './quota';
export { default as aiQuotaPlugin, type AiQuota, type AiQuotaOptions } from './quota.plugin';
export { default as aiHealthRoutes, type AiHealthOptions } from './health.routes';
export { isAiConfigured } from './health';
export { promptText } from './prompt-text';
export { abortOnClose, openEventStream, type EventStream } from './event-stream';
