/**
 * The AI provider client and the sanitiser of what learners send it (docs/product-rules.md).
 */

export const AI_CLIENT = {
  timeoutMs: 30_000,
  requestsPerMinute: 60,
  requestsPerDay: 1_000,
  maxRetries: 3,
  backoffBaseMs: 1_000,
  backoffCapMs: 10_000,
  backoffJitterMs: 1_000,
  retryableStatuses: [429, 500, 502, 503, 504],
  questions: { temperature: 0.7, topK: 40, topP: 0.95, maxOutputTokens: 4096 },
  chat: { temperature: 0.8, topK: 40, topP: 0.95, maxOutputTokens: 2048 },
} as const;

export const SANITIZER = {
  defaultMaxLength: 2_000,
  safetyMaxLength: 5_000,
  safetyMaxSpecialCharRatio: 0.1,
} as const;
