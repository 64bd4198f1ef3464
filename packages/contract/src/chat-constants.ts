// The tutor's limits and kinds, without zod (chat.ts holds the payload schemas).
import { SANITIZER } from './ai-constants';

export const CHAT = {
  /** Sessions per page of the history dialog. */
  pageSize: 10,
  maxPageSize: 50,
  /** Stored or sent turns the tutor sees besides the new message. */
  historyTurns: 20,
  /** A learner's message; longer text would be cut by the sanitiser anyway. */
  messageMaxLength: SANITIZER.defaultMaxLength,
  titleMaxLength: 100,
  contextIdMaxLength: 100,
  /** Characters of the question shown in the panel header. */
  questionPreviewLength: 40,
} as const;

/**
 * What one learner's tutor history may hold, so that no read or write grows with it:
 * - A session is read by pages of at most `messagePageSize` messages and `messagePageChars`
 *   characters, newest page first; `before` (a message id) asks for the page before it.
 * - `sessionsPerLearner` sessions in all: one more answers 409 CHAT_SESSION_LIMIT (delete old
 *   ones in the history dialog); an empty session for the same context is reused, not counted
 *   twice.
 * - `messagesPerSession` messages in one session (a send stores 2): a send that would pass it
 *   answers 409 CHAT_SESSION_FULL, and the learner starts a new session.
 * Migrated chats obey the same caps: sessions and messages past them are reported, not stored.
 */
export const CHAT_LIMITS = {
  messagePageSize: 50,
  /**
   * Characters of message text in one page: a page of long (migrated) messages stops early,
   * so one read stays a few hundred KB whatever the messages hold (always one message at least).
   */
  messagePageChars: 100_000,
  sessionsPerLearner: 500,
  messagesPerSession: 400,
} as const;

/** 409 CHAT_SESSION_LIMIT: the learner holds `limit` sessions already (also in `details`). */
export const chatSessionLimitMessage = (limit: number) =>
  `You can keep at most ${limit} tutor conversations; delete some to start a new one`;

/** 409 CHAT_SESSION_FULL: the session holds `limit` messages (also in `details`). */
export const chatSessionFullMessage = (limit: number) =>
  `A tutor conversation holds at most ${limit} messages; start a new conversation to go on`;

export const CHAT_CONTEXT_TYPES = ['question', 'vocabulary', 'general'] as const;

export type ChatContextType = (typeof CHAT_CONTEXT_TYPES)[number];

export const CHAT_ROLES = ['user', 'assistant'] as const;

export type ChatRole = (typeof CHAT_ROLES)[number];
