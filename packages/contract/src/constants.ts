/**
 * The business constants both sides use, each literal once. What they mean and why they have
 * these values: docs/product-rules.md. Pixel sizes and other look-and-feel values live in the web
 * app; a group is added here when code starts using it.
 */

export const STORAGE_KEYS = {
  accessToken: 'toeic-ace-access-token',
  refreshToken: 'toeic-ace-refresh-token',
  language: 'toeic-language-storage',
  userPreferences: 'userPreferences',
  legacyPracticeSettings: 'practice_settings',
  userStore: 'user-store',
} as const;

export const LANGUAGE_STORE_VERSION = 1;

export const LANGUAGES = ['zh', 'ja', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

export const DICTIONARY_LANGUAGES = ['auto', 'zh', 'ja', 'en'] as const;
export type DictionaryLanguage = (typeof DICTIONARY_LANGUAGES)[number];

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const HTTP = {
  requestTimeoutMs: 30_000,
  /** A 401 triggers at most one token refresh per request. */
  maxRefreshPerRequest: 1,
} as const;

export const PRACTICE = {
  questionCountMin: 5,
  questionCountMax: 20,
  questionCountStep: 5,
  defaultQuestionCount: 10,
  /** Question and session level, 1 (under 500) … 5 (over 800). */
  levelMin: 1,
  levelMax: 5,
  defaultLevel: 3,
  demoQuestionCount: 5,
  autoSaveIntervalMs: 30_000,
  autoAdvanceMs: 400,
  defaultTimeLimitSeconds: 600,
  /** The practice time limit a learner may set, in seconds (0, "no limit", is not offered). */
  timeLimitMinSeconds: 60,
  timeLimitMaxSeconds: 7_200,
} as const;

/** Score bands used in prompts and on the setup screen, index = level - 1. */
export const DIFFICULTY_SCORE_RANGES = ['<500', '500-600', '600-700', '700-800', '>800'] as const;

export const DEFAULT_PRACTICE_SETTINGS = {
  questionsPerSession: PRACTICE.defaultQuestionCount,
  timeLimit: PRACTICE.defaultTimeLimitSeconds,
  difficulty: [1, 2, 3, 4, 5],
} as const;

/** Toasts; at `phoneMaxWidthPx` and below they show one at a time at the bottom. */
export const TOAST = { defaultDurationMs: 3_000, phoneMaxWidthPx: 639 } as const;

export const CLIENT_ERRORS = {
  /** How many times an error boundary lets the user reload its part of the screen. */
  boundaryMaxRetries: 3,
  /** The browser keeps this many of the latest errors, oldest dropped first. */
  logCap: 100,
  /** "Recent" errors: those of the last hour. */
  recentWindowMs: 60 * 60_000,
  /** Retryable failures are repeated this many times after the first attempt. */
  maxRetries: 3,
  /** Wait before retry n (0-based): base × 2^n plus a random 0–jitter ms. */
  retryBaseDelayMs: 1_000,
  retryJitterMs: 1_000,
  /**
   * A screen's read that failed shows its error at once and is tried again in the background,
   * base × 2^n apart (n = failures so far − 1), never more than this apart.
   */
  backgroundRetryMaxDelayMs: 30_000,
  /** Reports a browser may send to POST /api/client-errors per window (per user, else per IP). */
  reportsPerWindow: 20,
  reportWindowMs: 60_000,
  /** A report body larger than this is refused with 413. */
  reportBodyLimitBytes: 16 * 1024,
  /** Field caps of a report; the browser trims to them before sending. */
  reportMessageMax: 1_000,
  reportStackMax: 4_000,
  reportUrlMax: 1_000,
  reportCodeMax: 100,
  reportUserAgentMax: 500,
} as const;
