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

export const AUTH = {
  passwordMinLength: 8,
  /** Generous upper bounds so argon2 cannot be fed megabytes. */
  passwordMaxLength: 128,
  usernameMaxLength: 40,
  emailMaxLength: 254,
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlDays: 30,
  redirectDelayMs: 1_000,
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

export const SCORE_ESTIMATE = {
  weights: { accuracy: 0.6, speed: 0.2, difficulty: 0.2 },
  minSessions: 3,
  recentSessions: 10,
  speedCapQuestionsPerMinute: 1.5,
  difficultyDivisor: 5,
  base: 10,
  span: 980,
  maxConfidence: 0.95,
  sessionsForFullConfidence: 20,
  trendWindow: 3,
  trendThreshold: 5,
} as const;

export const DASHBOARD = {
  listeningShare: 0.53,
  studyDaysCap: 30,
  goalScore: 600,
  scoreBands: [800, 700, 600],
  sessionRowBands: [80, 60],
  historyPageSize: 20,
  completedListLimit: 100,
} as const;

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

/** Toasts; at `phoneMaxWidthPx` and below they show one at a time at the bottom. */
export const TOAST = { defaultDurationMs: 3_000, phoneMaxWidthPx: 639 } as const;

/**
 * Selecting text to add it to the notebook: at least this many characters after trimming,
 * this much context kept on each side, and the selection read once it has rested this long.
 */
export const TEXT_SELECTION = { minLength: 2, contextChars: 50, debounceMs: 100 } as const;

/**
 * A new vocabulary word's review state, as word payloads carry it: ease index 2.5,
 * first interval 1 day, no reviews yet.
 */
export const VOCABULARY = {
  wordListPageSize: 50,
  /** The notebook searches once typing has paused this long. */
  searchDebounceMs: 500,
  /** An import of more words than this asks whether to replace or skip existing words. */
  importConfirmThreshold: 10,
  defaultEaseIndex: 2.5,
  defaultIntervalDays: 1,
  defaultReviewCount: 0,
  /** Cards a review session asks for when the client names no limit. */
  defaultReviewLimit: 20,
  /** Cards the flashcard screen asks for at once. */
  reviewFetchLimit: 50,
  /** The end screen praises a round in which at least this share was known fast (easy). */
  proficientTipShare: 0.7,
  /** Seconds a flashcard counts down before it counts as forgotten. */
  reviewCountdownSeconds: 20,
  /** The countdown turns orange at this many seconds left, red at the next. */
  countdownWarnSeconds: 10,
  countdownDangerSeconds: 5,
  /** A correct answer judged within this many seconds rates easy, slower rates normal. */
  fastAnswerSeconds: 5,
  /** reviewCount upper bounds for the labels new / learning / familiar / proficient; above = mastered. */
  masteryBounds: [0, 2, 5, 10],
} as const;

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
