// Migration's limits and record kinds, without zod (migration.ts holds the payload schemas).

export const MIGRATION = {
  /** Records of one kind per import call the web sends (a heavy learner needs several calls). */
  batch: { sessions: 100, words: 2_000, messages: 1_000, chatSessions: 500 },
  /** The most records of one kind a single call may carry. */
  maxPerCall: { sessions: 500, words: 10_000, messages: 5_000, chatSessions: 2_000 },
  /** Bytes of one import call: 500 sessions of 200 questions with passages fit. */
  bodyLimitBytes: 64 * 1024 * 1024,
  /** Progress weights of the four steps: check 10, extract 30, upload 50, 100. */
  progress: { check: 10, extract: 30, upload: 50, validate: 90, done: 100 },
  /** Errors listed in one answer; the count is always complete. */
  maxErrorsListed: 200,
} as const;

export const MIGRATION_KINDS = ['session', 'word', 'chatSession', 'message'] as const;

export type MigrationKind = (typeof MIGRATION_KINDS)[number];
