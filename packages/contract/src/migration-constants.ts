// Migration's limits and record kinds, without zod (migration.ts holds the payload schemas).

const MiB = 1024 * 1024;

export const MIGRATION = {
  /**
   * What one import call may carry. A call past any of them is refused whole with 413
   * MIGRATION_BATCH_TOO_LARGE (details: { what, limit }); the web app sends a learner's data in
   * as many calls as it takes, so one call's work stays short whatever the learner holds.
   */
  maxPerCall: {
    bytes: 4 * MiB,
    /** Objects, arrays and values of the parsed body, counted as the server walks it. */
    values: 200_000,
    sessions: 100,
    words: 2_000,
    chatSessions: 500,
    messages: 2_000,
  },
  /**
   * What the web app puts in one call: below the limits, so a call's envelope (keys, the
   * preferences) always fits beside its records.
   */
  batch: {
    bytes: 3 * MiB,
    values: 150_000,
    sessions: 100,
    words: 2_000,
    chatSessions: 500,
    messages: 2_000,
  },
  /** Progress weights of the four steps: check 10, extract 30, upload 50, 100. */
  progress: { check: 10, extract: 30, upload: 50, validate: 90, done: 100 },
  /** Errors (and dropped links) listed in one answer; the counts are always complete. */
  maxErrorsListed: 200,
} as const;

/** What a too-large call exceeded (details.what of MIGRATION_BATCH_TOO_LARGE). */
export const MIGRATION_CALL_LIMITS = [
  'bytes',
  'values',
  'sessions',
  'words',
  'chatSessions',
  'messages',
] as const;

export type MigrationCallLimit = (typeof MIGRATION_CALL_LIMITS)[number];

export const MIGRATION_KINDS = ['session', 'word', 'chatSession', 'message'] as const;

export type MigrationKind = (typeof MIGRATION_KINDS)[number];

/**
 * Why a record was not imported (MigrationError.code), so the web names it in the learner's
 * language: invalid (a field fails its rule; `message` names it), notStored (the database
 * refused it), noChatSession (a message of a conversation neither sent nor migrated before),
 * tooLarge (one record alone is past a call's limits: the web does not send it),
 * chatSessionLimit / chatSessionFull (the tutor's caps, CHAT_LIMITS: the learner holds the most
 * conversations, or the conversation the most messages, that an account keeps).
 */
export const MIGRATION_ERROR_CODES = [
  'invalid',
  'notStored',
  'noChatSession',
  'tooLarge',
  'chatSessionLimit',
  'chatSessionFull',
] as const;

export type MigrationErrorCode = (typeof MIGRATION_ERROR_CODES)[number];
