/**
 * Business constants from section 9 of both spec documents (and the decisions of
 * ARCHITECTURE.md that give them a value). Every literal the product depends on lives here once.
 */

export const PRODUCT_STORAGE_PREFIX = 'toeic-ace';

export const STORAGE_KEYS = {
  accessToken: 'toeic-ace-access-token',
  refreshToken: 'toeic-ace-refresh-token',
  language: 'toeic-language-storage',
  userPreferences: 'userPreferences',
  legacyPracticeSettings: 'practice_settings',
  userStore: 'user-store',
  vocabularyStore: 'vocabulary-store',
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
  difficultyMin: 1,
  difficultyMax: 5,
  defaultDifficulty: 3,
  demoQuestionCount: 5,
  autoSaveIntervalMs: 30_000,
  autoAdvanceMs: 400,
  defaultTimeLimitSeconds: 600,
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

export const TOAST = { defaultDurationMs: 3_000, wordAddedMs: 2_000, wordExistsMs: 3_000 } as const;

export const CHAT = {
  buttonSizePx: 56,
  buttonMarginPx: 20,
  buttonDefaultX: 60,
  dragThresholdPx: 5,
  panelWidthPx: 520,
  panelHeightPx: 600,
  questionPreviewChars: 40,
  historyPageSize: 10,
  contextTypes: ['question', 'vocabulary', 'general'],
} as const;

export const TEXT_SELECTION = { minChars: 2, contextChars: 50, debounceMs: 100 } as const;

export const VOCABULARY = {
  wordListPageSize: 50,
  reviewFetchLimit: 50,
  defaultReviewLimit: 20,
  searchDebounceMs: 500,
  importConfirmThreshold: 10,
  dictionaryCacheDays: 7,
  defaultEaseIndex: 2.5,
  defaultIntervalDays: 1,
  defaultReviewCount: 0,
  reviewCountdownSeconds: 20,
  countdownWarnSeconds: 10,
  countdownDangerSeconds: 5,
  fastAnswerSeconds: 5,
  reviewCardMeanings: 2,
  reviewCardDefinitionsPerMeaning: 2,
  cardSynonyms: 3,
  lookupDefinitionsPerPos: 3,
  lookupSynonyms: 5,
  japaneseSenses: 3,
  proficientTipRatio: 0.7,
  /** reviewCount upper bounds for the labels new / learning / familiar / proficient; above = mastered. */
  masteryBounds: [0, 2, 5, 10],
} as const;

export const CLIENT_ERRORS = {
  logCap: 100,
  recentWindowMs: 60 * 60 * 1_000,
  retries: 3,
  retryBaseDelayMs: 1_000,
  retryJitterMs: 1_000,
  boundaryMaxRetries: 3,
} as const;

export const MIGRATION = {
  progress: { check: 10, extract: 30, upload: 50, validate: 90, done: 100 },
  oldDataCleanupDays: 30,
} as const;
