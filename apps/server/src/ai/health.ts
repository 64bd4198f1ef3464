import type { Config } from '../config';
import { GEMINI_DEFAULT_BASE_URL, GEMINI_DEFAULT_MODEL } from './providers/gemini-provider';
import { OPENAI_DEFAULT_MODEL } from './providers/openai-provider';

/**
 * Is the configured provider reachable with our credentials? Asked with a call that costs no
 * tokens (Gemini: the model's metadata; OpenAI-compatible: the model list) and cached, so page
 * views cost nothing upstream. Every failure is "not connected", never an error.
 */
export const AI_HEALTH_CACHE_MS = 60_000;
const PROBE_TIMEOUT_MS = 5_000;

/** Whether the configured provider has what it needs to be called at all. */
export function isAiConfigured(ai: Config['ai']): boolean {
  if (ai.provider === 'gemini') return Boolean(ai.gemini.apiKey);
  if (ai.provider === 'openai') return Boolean(ai.openai.baseUrl);
  return false;
}

export function modelOf(ai: Config['ai']): string | undefined {
  if (ai.provider === 'gemini') return ai.gemini.model || GEMINI_DEFAULT_MODEL;
  if (ai.provider === 'openai') return ai.openai.model || OPENAI_DEFAULT_MODEL;
  return undefined;
}

async function probe(ai: Config['ai']): Promise<boolean> {
  let url: string;
  let headers: Record<string, string> = {};
  if (ai.provider === 'gemini') {
    if (!ai.gemini.apiKey) return false;
    const base = (ai.gemini.baseUrl || GEMINI_DEFAULT_BASE_URL).replace(/\/+$/, '');
    url = `${base}/v1beta/models/${encodeURIComponent(modelOf(ai) ?? '')}`;
    // The key goes in a header, never in a URL.
    headers = { 'x-goog-api-key': ai.gemini.apiKey };
  } else if (ai.provider === 'openai' && ai.openai.baseUrl) {
    url = `${ai.openai.baseUrl.replace(/\/+$/, '')}/models`;
    if (ai.openai.apiKey) headers = { authorization: `Bearer ${ai.openai.apiKey}` };
  } else {
    return false;
  }
  try {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    await res.arrayBuffer().catch(() => undefined);
    return res.ok;
  } catch {
    return false;
  }
}

export function createAiHealth(ai: Config['ai'], cacheMs = AI_HEALTH_CACHE_MS) {
  let cached: { at: number; connected: boolean } | null = null;
  let inFlight: Promise<boolean> | null = null;

  return {
    provider: ai.provider,
    model: modelOf(ai),
    /** Concurrent callers share one probe; the answer is kept for `cacheMs`. */
    connected(): Promise<boolean> {
      if (cached && performance.now() - cached.at < cacheMs) {
        return Promise.resolve(cached.connected);
      }
      inFlight ??= probe(ai)
        .then((connected) => {
          cached = { at: performance.now(), connected };
          return connected;
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
  };
}
