// The tutor's limits and kinds, without zod (chat.ts holds the payload schemas).
import { SANITIZER } from './constants';

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

export const CHAT_CONTEXT_TYPES = ['question', 'vocabulary', 'general'] as const;

export type ChatContextType = (typeof CHAT_CONTEXT_TYPES)[number];

/** i18n keys of the context type labels (zh: 题目讨论 / 词汇学习 / AI对话). */
export const CHAT_CONTEXT_LABEL_KEYS: Record<ChatContextType, string> = {
  question: 'chat.contextType.question',
  vocabulary: 'chat.contextType.vocabulary',
  general: 'chat.contextType.general',
};

export const CHAT_ROLES = ['user', 'assistant'] as const;

export type ChatRole = (typeof CHAT_ROLES)[number];
