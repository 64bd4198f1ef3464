/**
 * The AI tutor: chat sessions, their messages, statistics, the stateless chat call and the
 * events of a streamed reply. Choices made here once:
 * - Calls are action-style (`/chat?action=sessions|session|messages`), as published clients
 *   call them; `sessionId` travels in the query.
 * - `languageInstruction` is the interface language code; the tutor answers in it.
 * - `messageCount` counts stored messages; a send stores the learner's message and the reply
 *   together, so it rises by 2. A reply the learner stopped mid-stream is stored as far as it
 *   got, with `interrupted: true`.
 * - `timestamp` repeats `createdAt` because published message payloads name it so.
 * - `action=session` answers one page of messages, never the whole history: the newest
 *   `limit` (≤ CHAT_LIMITS.messagePageSize, and fewer when they pass messagePageChars) first; `before=<message id>` reads the page before
 *   that message, and `messagePage.nextBefore` is what to send for the next older page. Within
 *   a page, messages stand in the order they were written (oldest first), as a chat shows them,
 *   so a client that reads only the first page still shows the latest exchange correctly.
 * - Creating a session for a context (type and id) that already has an empty session returns
 *   that session (200) instead of another (201): opening the panel never piles up empty ones.
 */
import { z } from 'zod';
import { apiErrorSchema } from './envelope';
import { graphicSchema } from './graphic';
import { LANGUAGES } from './constants';
import { QUESTION_TYPES } from './parts';
import { userText } from './text';
import { CHAT, CHAT_CONTEXT_TYPES, CHAT_LIMITS, CHAT_ROLES } from './chat-constants';

const shortText = (max: number) => userText({ singleLine: true }).trim().max(max);

const messageText = userText()
  .max(CHAT.messageMaxLength)
  .refine((s) => s.trim().length > 0, { message: 'message must not be empty' });

/** The question under discussion, as the client has it (answer indices 0–3). */
export const chatQuestionContextSchema = z.object({
  id: z.string().max(100).optional(),
  question: z.string().max(4_000),
  options: z.array(z.string().max(1_000)).max(6).default([]),
  correctAnswer: z.number().int().min(0).max(5).optional(),
  /** The option the learner chose; null when they left it unanswered. */
  userAnswer: z.number().int().min(0).max(5).nullable().optional(),
  category: z.string().max(100).optional(),
  difficulty: z.union([z.number(), z.string().max(40)]).optional(),
  explanation: z.string().max(4_000).optional(),
  type: z.enum(QUESTION_TYPES).optional(),
  passage: z.string().max(8_000).optional(),
  transcript: z.string().max(8_000).optional(),
  /** The printed graphic; the tutor reads its text alternative (describeGraphic). */
  graphic: graphicSchema.optional(),
});

export type ChatQuestionContext = z.infer<typeof chatQuestionContextSchema>;

/** The word of a vocabulary session. */
const chatWordContextSchema = z.object({
  word: z.string().max(100),
  meanings: z.array(z.string().max(500)).max(20).default([]),
  context: z.string().max(1_000).optional(),
});

export type ChatWordContext = z.infer<typeof chatWordContextSchema>;

const chatLanguageSchema = z.enum(LANGUAGES);

const chatMessageSchema = z.object({
  id: z.string(),
  sessionId: z.string().nullable(),
  role: z.enum(CHAT_ROLES),
  content: z.string(),
  createdAt: z.string(),
  timestamp: z.string(),
  interrupted: z.boolean(),
});

export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatSessionSchema = z.object({
  id: z.string(),
  contextType: z.enum(CHAT_CONTEXT_TYPES),
  contextId: z.string().nullable(),
  title: z.string(),
  messageCount: z.number().int(),
  /** Creation time until the first message. */
  lastMessageAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  isActive: z.boolean(),
});

export type ChatSession = z.infer<typeof chatSessionSchema>;

const chatMessagePageSchema = z.object({
  limit: z.number().int(),
  /** Older messages exist before this page. */
  hasMore: z.boolean(),
  /** The `before` of the next older page (the oldest message here); null when none is left. */
  nextBefore: z.string().nullable(),
});

export const chatSessionDetailSchema = chatSessionSchema.extend({
  /** One page of messages, oldest first within it (see messagePage). */
  messages: z.array(chatMessageSchema),
  messagePage: chatMessagePageSchema,
});

export type ChatSessionDetail = z.infer<typeof chatSessionDetailSchema>;

const sessionId = z.string().min(1).max(100);

/** `?action=session&sessionId=`: one session (GET, PUT, DELETE). */
export const chatSessionQuerySchema = z.object({ action: z.literal('session'), sessionId });

/** `?action=session&sessionId=` read: one page of its messages, newest page first. */
const chatSessionReadQuerySchema = chatSessionQuerySchema.extend({
  before: z.string().min(1).max(100).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CHAT_LIMITS.messagePageSize)
    .default(CHAT_LIMITS.messagePageSize),
});

export type ChatSessionReadQuery = z.infer<typeof chatSessionReadQuerySchema>;

/** POST: `?action=sessions` creates a session, `?action=messages&sessionId=` sends a message. */
export const chatPostQuerySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('sessions') }),
  z.object({ action: z.literal('messages'), sessionId }),
]);

const listChatSessionsQuerySchema = z.object({
  action: z.literal('sessions'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(CHAT.maxPageSize).default(CHAT.pageSize),
  isActive: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  contextType: z.enum(CHAT_CONTEXT_TYPES).optional(),
});

export type ListChatSessionsQuery = z.infer<typeof listChatSessionsQuerySchema>;

/** GET: `?action=sessions` lists, `?action=session&sessionId=` reads one with its messages. */
export const chatGetQuerySchema = z.discriminatedUnion('action', [
  listChatSessionsQuerySchema,
  chatSessionReadQuerySchema,
]);

export const createChatSessionRequestSchema = z.object({
  contextType: z.enum(CHAT_CONTEXT_TYPES),
  contextId: shortText(CHAT.contextIdMaxLength).nullable().optional(),
  title: shortText(CHAT.titleMaxLength).optional(),
});

export type CreateChatSessionRequest = z.infer<typeof createChatSessionRequestSchema>;

export const updateChatSessionRequestSchema = z
  .object({
    title: shortText(CHAT.titleMaxLength).min(1).optional(),
    isActive: z.boolean().optional(),
  })
  .refine((v) => v.title !== undefined || v.isActive !== undefined, {
    message: 'title or isActive is required',
  });

export type UpdateChatSessionRequest = z.infer<typeof updateChatSessionRequestSchema>;

const chatPaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const chatSessionListSchema = z.object({
  sessions: z.array(chatSessionSchema),
  pagination: chatPaginationSchema,
});

export type ChatSessionList = z.infer<typeof chatSessionListSchema>;

export const chatStatsSchema = z.object({
  totalSessions: z.number().int(),
  activeSessions: z.number().int(),
  totalMessages: z.number().int(),
  /** Messages since midnight UTC. */
  messagesToday: z.number().int(),
  sessionsByContextType: z.record(z.enum(CHAT_CONTEXT_TYPES), z.number().int()),
});

export type ChatStats = z.infer<typeof chatStatsSchema>;

export const sendChatMessageRequestSchema = z.object({
  message: messageText,
  questionContext: chatQuestionContextSchema.optional(),
  wordContext: chatWordContextSchema.optional(),
  languageInstruction: chatLanguageSchema.optional(),
});

export type SendChatMessageRequest = z.infer<typeof sendChatMessageRequestSchema>;

export const sendChatMessageResponseSchema = z.object({
  userMessage: chatMessageSchema,
  assistantMessage: chatMessageSchema,
});

export type SendChatMessageResponse = z.infer<typeof sendChatMessageResponseSchema>;

const chatTurnSchema = z.object({
  role: z.enum(CHAT_ROLES),
  content: userText().max(CHAT.messageMaxLength * 4),
});

/** The stateless call: the client sends the history itself and nothing is stored. */
export const statelessChatRequestSchema = z.object({
  message: messageText,
  questionContext: chatQuestionContextSchema.optional(),
  wordContext: chatWordContextSchema.optional(),
  conversationHistory: z.array(chatTurnSchema).max(200).default([]),
  languageInstruction: chatLanguageSchema.optional(),
});

export type StatelessChatRequest = z.infer<typeof statelessChatRequestSchema>;

export const statelessChatResponseSchema = z.object({ reply: z.string() });

export const deleteChatSessionResponseSchema = z.object({
  id: z.string(),
  deleted: z.literal(true),
});

/**
 * A streamed send (`Accept: text/event-stream`): `delta` ({text}) per piece of the reply as the
 * model writes it, then one `done` (both stored messages); a failure is one `error` carrying
 * the envelope's error object instead of `done`.
 */
export const CHAT_STREAM_EVENTS = ['delta', 'done', 'error'] as const;

export type ChatStreamEventName = (typeof CHAT_STREAM_EVENTS)[number];

export const chatDeltaEventSchema = z.object({ text: z.string() });

export const chatDoneEventSchema = sendChatMessageResponseSchema;

export const chatErrorEventSchema = apiErrorSchema;
