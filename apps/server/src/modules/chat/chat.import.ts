import { CHAT_LIMITS } from '@toeic-ace/contract';
import type { Db } from '../../db/schema';
import { sessionLimit } from './chat.errors';
import { lockLearnerSessions } from './chat.lock';
import * as repo from './chat.repository';
import { DEFAULT_TITLES } from './chat.service';

/** A conversation kept in a browser, as the migration tool brings it in. */
export interface ImportedChatSession {
  /** The new session's id (the caller records it in the same transaction). */
  id: string;
  /** The question it discussed; null for a general conversation. */
  questionId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ImportedChatMessage {
  /** The new message's id. */
  id: string;
  role: 'user' | 'assistant';
  content: string;
  createdAt: string;
}

/**
 * Stores the conversation as the user's (active, titled by its type); returns its id. Run it in
 * the transaction that records where it came from.
 */
export async function importChatSession(
  db: Db,
  userId: string,
  session: ImportedChatSession,
): Promise<string> {
  const { id } = session;
  const question = session.questionId !== null;
  // The same cap as a session the learner starts (409 CHAT_SESSION_LIMIT), under the same lock.
  await lockLearnerSessions(db, userId);
  if ((await repo.countSessions(db, userId)) >= CHAT_LIMITS.sessionsPerLearner) {
    throw sessionLimit();
  }
  await repo.insertSession(db, {
    id,
    user_id: userId,
    context_type: question ? 'question' : 'general',
    context_id: session.questionId,
    title: DEFAULT_TITLES[question ? 'question' : 'general'],
    message_count: 0,
    is_active: 1,
    last_message_at: session.updatedAt,
    created_at: session.createdAt,
    updated_at: session.updatedAt,
  });
  return id;
}

/**
 * Appends messages, in the order given, after the ones the session holds (the caller's session
 * only); false when the session is not the user's (nothing is stored). Run it inside the
 * caller's transaction (`trx`), which also records where the messages came from: they are then
 * stored with that record or not at all.
 */
export async function importChatMessages(
  trx: Db,
  userId: string,
  sessionId: string,
  messages: readonly ImportedChatMessage[],
): Promise<boolean> {
  const raised = await repo.raiseMessageCount(trx, userId, sessionId, messages.length);
  if (raised === null) return false;
  const first = raised - messages.length;
  const rows = messages.map((m, i) => ({
    id: m.id,
    session_id: sessionId,
    user_id: userId,
    position: first + i,
    role: m.role,
    content: m.content,
    interrupted: 0,
    created_at: m.createdAt,
  }));
  await repo.insertMessages(trx, rows);
  const last = rows.reduce((max, r) => (r.created_at > max ? r.created_at : max), '');
  if (last) await repo.touchLastMessage(trx, sessionId, last);
  return true;
}

/**
 * How many more messages the user's session may take (CHAT_LIMITS.messagesPerSession); null
 * when it is not the user's. Locks the session's row (PostgreSQL) for the caller's transaction,
 * so a send or another import waits, and the room read stays true until the commit.
 */
export async function chatMessageRoom(
  trx: Db,
  userId: string,
  sessionId: string,
): Promise<number | null> {
  // Raising the count by 0 writes the row, which is what takes its lock.
  const count = await repo.raiseMessageCount(trx, userId, sessionId, 0);
  return count === null ? null : Math.max(0, CHAT_LIMITS.messagesPerSession - count);
}

/** How many chat messages the user has on the server. */
export const countUserMessages = (db: Db, userId: string) => repo.countUserMessages(db, userId);
