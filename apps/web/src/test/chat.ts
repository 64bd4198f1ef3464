import {
  CHAT_LIMITS,
  type ChatMessage,
  type ChatSession,
  type ChatSessionDetail,
  type Health,
} from '@toeic-ace/contract';
import type { TutorContext } from '@/entities/tutor/store';
import { makeQuestion } from './practice';
import { questionContext } from '@/entities/tutor/from-question';

export const health = (configured: boolean): Health => ({
  status: 'ok',
  database: 'ok',
  ai: { provider: configured ? 'openai' : 'none', configured },
  auth: { google: false },
});

export const chatSession = (id: string, overrides: Partial<ChatSession> = {}): ChatSession => ({
  id,
  contextType: 'question',
  contextId: 'q-1',
  title: 'Question 1: The report is due',
  messageCount: 0,
  lastMessageAt: new Date().toISOString(),
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  isActive: true,
  ...overrides,
});

/** The session with one page of messages; `nextBefore` when older pages are left. */
export const chatDetail = (
  session: ChatSession,
  messages: ChatMessage[],
  nextBefore: string | null = null,
): ChatSessionDetail => ({
  ...session,
  messages,
  messagePage: { limit: CHAT_LIMITS.messagePageSize, hasMore: nextBefore !== null, nextBefore },
});

export const chatMessage = (
  id: string,
  role: 'user' | 'assistant',
  content: string,
  interrupted = false,
): ChatMessage => ({
  id,
  sessionId: 's-1',
  role,
  content,
  createdAt: '2026-11-01T08:00:00.000Z',
  timestamp: '2026-11-01T08:00:00.000Z',
  interrupted,
});

/** A missed Part 5 question (key B, the learner chose A), as the review screen offers it. */
export const missedQuestion = (): TutorContext =>
  questionContext(makeQuestion(1, { correctAnswer: 1 }), 0);
