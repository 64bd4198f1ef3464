import { randomUUID } from 'node:crypto';
import {
  CHAT,
  CHAT_CONTEXT_TYPES,
  CHAT_LIMITS,
  type ChatSessionReadQuery,
  type ChatContextType,
  type ChatSessionDetail,
  type ChatStats,
  type CreateChatSessionRequest,
  type ListChatSessionsQuery,
  type SendChatMessageRequest,
  type SendChatMessageResponse,
  type StatelessChatRequest,
  type UpdateChatSessionRequest,
} from '@toeic-ace/contract';
import type { AiProvider, AiRequest } from '../../ai';
import { time } from '../../db/codec';
import type { Db } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { toMessage, toSession } from './chat.dto';
import { chatFailure, notConfigured, sessionFull, sessionLimit } from './chat.errors';
import { lockLearnerSessions } from './chat.lock';
import { buildChatRequest } from './chat.prompt';
import * as repo from './chat.repository';

export interface ChatDeps {
  db: Db;
  provider: AiProvider | null;
  clock: () => Date;
  /** Counts one AI call for the user (the quota shared with generation); throws 429. */
  consumeQuota: (userId: string) => Promise<unknown>;
}

export const DEFAULT_TITLES: Record<ChatContextType, string> = {
  question: '题目讨论',
  vocabulary: '词汇学习',
  general: 'AI对话',
};

/** A send whose checks passed: the request for the model and how to store the outcome. */
export interface PreparedSend {
  request: AiRequest;
  provider: AiProvider;
  /** Stores both messages; `interrupted` when the learner stopped the reply part-way. */
  store(reply: string, interrupted?: boolean): Promise<SendChatMessageResponse>;
}

export function createChatService(deps: ChatDeps) {
  const { db, clock } = deps;

  async function owned(userId: string, sessionId: string) {
    const row = await repo.findSession(db, userId, sessionId);
    if (!row) throw new NotFoundError('对话会话不存在');
    return row;
  }

  /** Room for one more exchange (a send stores two messages). */
  const checkRoom = (row: repo.SessionRow) => {
    if (Number(row.message_count) + 2 > CHAT_LIMITS.messagesPerSession) throw sessionFull();
  };

  /** Order matters: 404 before 503 before 429, so a refused call never counts against quota. */
  async function ready(userId: string): Promise<AiProvider> {
    if (!deps.provider) throw notConfigured();
    await deps.consumeQuota(userId);
    return deps.provider;
  }

  return {
    /**
     * A new session (`created`), or the context's empty one, so that opening the panel again
     * does not add another. The count and the insert run under the learner's lock, so parallel
     * creates cannot pass CHAT_LIMITS.sessionsPerLearner together.
     */
    async create(userId: string, body: CreateChatSessionRequest) {
      const contextId = body.contextId || null;
      return db.transaction().execute(async (trx) => {
        await lockLearnerSessions(trx, userId);
        const empty = await repo.findEmptySession(trx, userId, body.contextType, contextId);
        if (empty) return { session: toSession(empty), created: false };
        if ((await repo.countSessions(trx, userId)) >= CHAT_LIMITS.sessionsPerLearner) {
          throw sessionLimit();
        }
        const now = time.now(clock);
        const row: repo.SessionRow = {
          id: randomUUID(),
          user_id: userId,
          context_type: body.contextType,
          context_id: contextId,
          title: body.title || DEFAULT_TITLES[body.contextType],
          message_count: 0,
          is_active: 1,
          last_message_at: now,
          created_at: now,
          updated_at: now,
        };
        await repo.insertSession(trx, row);
        return { session: toSession(row), created: true };
      });
    },

    async list(userId: string, query: ListChatSessionsQuery) {
      const { rows, total } = await repo.listSessions(db, userId, query);
      const { page, limit } = query;
      const pagination = { page, limit, total, totalPages: Math.ceil(total / limit) };
      return { sessions: rows.map(toSession), pagination };
    },

    /** The session with one page of messages: the newest, or those before `query.before`. */
    async detail(
      userId: string,
      query: Pick<ChatSessionReadQuery, 'sessionId' | 'before' | 'limit'>,
    ): Promise<ChatSessionDetail> {
      const row = await owned(userId, query.sessionId);
      let beforePosition: number | undefined;
      if (query.before !== undefined) {
        beforePosition = await repo.messagePosition(db, row.id, query.before);
        if (beforePosition === undefined) throw new NotFoundError('消息不存在');
      }
      const { rows, hasMore } = await repo.messagePage(
        db,
        row.id,
        query.limit,
        CHAT_LIMITS.messagePageChars,
        beforePosition,
      );
      const messages = rows.map(toMessage);
      const nextBefore = hasMore ? (messages[0]?.id ?? null) : null;
      return {
        ...toSession(row),
        messages,
        messagePage: { limit: query.limit, hasMore, nextBefore },
      };
    },

    async update(userId: string, sessionId: string, body: UpdateChatSessionRequest) {
      await owned(userId, sessionId);
      await repo.updateSession(db, userId, sessionId, {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.isActive !== undefined ? { is_active: body.isActive ? 1 : 0 } : {}),
        updated_at: time.now(clock),
      });
      return toSession(await owned(userId, sessionId));
    },

    async remove(userId: string, sessionId: string) {
      if (!(await repo.deleteSession(db, userId, sessionId)))
        throw new NotFoundError('对话会话不存在');
      return { id: sessionId, deleted: true as const };
    },

    async stats(userId: string): Promise<ChatStats> {
      const now = clock();
      const midnight = new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
      );
      const s = await repo.stats(db, userId, time.toDb(midnight));
      const sessionsByContextType = Object.fromEntries(CHAT_CONTEXT_TYPES.map((t) => [t, 0]));
      for (const { type, n } of s.byType) sessionsByContextType[type] = n;
      const { totalSessions, activeSessions, totalMessages, messagesToday } = s;
      return {
        totalSessions,
        activeSessions,
        totalMessages,
        messagesToday,
        sessionsByContextType: sessionsByContextType as ChatStats['sessionsByContextType'],
      };
    },

    /** Checks ownership, provider and quota, and reads the history, before any model call. */
    async prepareSend(
      userId: string,
      sessionId: string,
      body: SendChatMessageRequest,
    ): Promise<PreparedSend> {
      const session = await owned(userId, sessionId);
      checkRoom(session);
      const provider = await ready(userId);
      const receivedAt = time.now(clock);
      const history = await repo.listMessages(db, session.id, CHAT.historyTurns);
      const request = buildChatRequest({
        message: body.message,
        history: history.map((m) => ({ role: m.role, content: m.content })),
        language: body.languageInstruction,
        question: body.questionContext,
        word: body.wordContext,
      });
      return {
        request,
        provider,
        async store(reply, interrupted = false) {
          const rows = await repo.insertExchange(
            db,
            {
              userId,
              sessionId: session.id,
              // Stored as typed: the sanitised text is only what the model sees.
              user: { id: randomUUID(), content: body.message, created_at: receivedAt },
              assistant: {
                id: randomUUID(),
                content: reply,
                created_at: time.now(clock),
                interrupted: interrupted ? 1 : 0,
              },
            },
            CHAT_LIMITS.messagesPerSession,
          );
          if (!rows) {
            // Deleted while the reply was written (404), or filled by a parallel send.
            await owned(userId, session.id);
            throw sessionFull();
          }
          return { userMessage: toMessage(rows[0]!), assistantMessage: toMessage(rows[1]!) };
        },
      };
    },

    async send(
      userId: string,
      sessionId: string,
      body: SendChatMessageRequest,
      signal: AbortSignal,
    ) {
      const prepared = await this.prepareSend(userId, sessionId, body);
      const reply = await prepared.provider.generate(prepared.request, signal).catch((error) => {
        throw chatFailure(error, false);
      });
      return prepared.store(reply.text);
    },

    async stateless(userId: string, body: StatelessChatRequest, signal: AbortSignal) {
      const provider = await ready(userId);
      const request = buildChatRequest({
        message: body.message,
        history: body.conversationHistory,
        language: body.languageInstruction,
        question: body.questionContext,
        word: body.wordContext,
      });
      const reply = await provider.generate(request, signal).catch((error) => {
        throw chatFailure(error, true);
      });
      return { reply: reply.text };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
