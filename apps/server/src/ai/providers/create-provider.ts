import type { AiProviderName } from '@toeic-ace/contract';
import type { AiProvider } from './ai-provider';
import { GEMINI_DEFAULT_BASE_URL, GEMINI_DEFAULT_MODEL, GeminiProvider } from './gemini-provider';
import { OpenAiProvider } from './openai-provider';
import type { RetryOptions } from './retry';

/** The shape of `config.ai` (fields optional because the environment's are). */
export interface AiProviderConfig {
  provider: AiProviderName;
  gemini?: { apiKey?: string; model?: string; baseUrl?: string };
  openai?: { baseUrl?: string; apiKey?: string; model?: string };
  /** Per attempt; defaults to AI_CLIENT.timeoutMs. */
  timeoutMs?: number;
  retry?: RetryOptions;
}

/**
 * The configured client, or null for `none` (the caller serves the built-in bank).
 * A selected provider without its required setting is a configuration bug: fail loudly at
 * startup rather than on a learner's first request.
 */
export function createAiProvider(cfg: AiProviderConfig): AiProvider | null {
  const shared = { timeoutMs: cfg.timeoutMs, retry: cfg.retry };
  switch (cfg.provider) {
    case 'none':
      return null;
    case 'gemini': {
      const apiKey = cfg.gemini?.apiKey;
      if (!apiKey) throw new Error('AI_PROVIDER=gemini needs GEMINI_API_KEY');
      return new GeminiProvider({
        ...shared,
        apiKey,
        model: cfg.gemini?.model || GEMINI_DEFAULT_MODEL,
        baseUrl: cfg.gemini?.baseUrl || GEMINI_DEFAULT_BASE_URL,
      });
    }
    case 'openai': {
      const baseUrl = cfg.openai?.baseUrl;
      if (!baseUrl) throw new Error('AI_PROVIDER=openai needs OPENAI_BASE_URL');
      return new OpenAiProvider({
        ...shared,
        baseUrl,
        apiKey: cfg.openai?.apiKey || undefined,
        model: cfg.openai?.model || undefined,
      });
    }
  }
}
