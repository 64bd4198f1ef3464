import type { AiProvider } from './providers/ai-provider';
import { createAiProvider, type AiProviderConfig } from './providers/create-provider';
import type { RetryOptions } from './providers/retry';

/**
 * What tests and benchmarks may change about a feature's AI client; production passes nothing
 * and the client is built from config.ai. One shape for every module that calls a model
 * (generation, the tutor, the dictionary's translations).
 */
export interface AiClientHooks {
  /** Replaces the client built from config.ai (null: none). */
  provider?: AiProvider | null;
  /** For the client built from config.ai: per-attempt timeout and retry (e.g. instant sleeps). */
  client?: { timeoutMs?: number; retry?: RetryOptions };
}

/**
 * The feature's client: the hook's provider when given, else one built from config.ai with the
 * feature's own defaults (a shorter timeout, fewer retries) under the hook's settings.
 */
export function aiClientFor(
  config: AiProviderConfig,
  hooks: AiClientHooks,
  defaults: { timeoutMs?: number; retry?: RetryOptions } = {},
): AiProvider | null {
  if (hooks.provider !== undefined) return hooks.provider;
  const client = hooks.client ?? {};
  const retry =
    defaults.retry || client.retry ? { ...defaults.retry, ...client.retry } : config.retry;
  return createAiProvider({
    ...config,
    timeoutMs: client.timeoutMs ?? defaults.timeoutMs ?? config.timeoutMs,
    retry,
  });
}
