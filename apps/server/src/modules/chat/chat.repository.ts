import type { ChatContextType, ListChatSessionsQuery } from '@toeic-ace/contract';
import type { Selectable } from 'kysely';
import type { ChatMessagesTable, ChatSessionsTable, Db } from '../../db/schema';

export type SessionRow = Selectable<ChatSessionsTable>;
export type MessageRow = Selectable<ChatMessagesTable>;

/** Every read and write names the owner: another user's session is simply not found. */
export function findSession(db: Db, userId: string, id: string) {
  return db
    .selectFrom('chat_sessions')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertSession(db: Db, row: SessionRow): Promise<void> {
  await db.insertInto('chat_sessions').values(row).execute();
}

export async function listSessions(db: Db, userId: string, q: ListChatSessionsQuery) {
  let base = db.selectFrom('chat_sessions').where('user_id', '=', userId);
  if (q.isActive !== undefined) base = base.where('is_active', '=', q.isActive ? 1 : 0);
  if (q.contextType) base = base.where('context_type', '=', q.contextType);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('last_message_at', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function updateSession(
  db: Db,
  userId: string,
  id: string,
  changes: Partial<Pick<SessionRow, 'title' | 'is_active' | 'updated_at'>>,
): Promise<void> {
  await db
    .updateTable('chat_sessions')
    .set(changes)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}

export async function deleteSession(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('chat_sessions')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function listMessages(db: Db, sessionId: string, limit?: number) {
  let query = db
    .selectFrom('chat_messages')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('position', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute().then((rows) => rows.reverse());
}

export interface NewExchange {
  userId: string;
  sessionId: string;
  user: Pick<MessageRow, 'id' | 'content' | 'created_at'>;
  assistant: Pick<MessageRow, 'id' | 'content' | 'created_at' | 'interrupted'>;
}

/**
 * Stores the learner's message and the reply together. The counter is raised first: its row
 * lock (PostgreSQL) or the write lock (SQLite) makes a concurrent send wait, so positions
 * never collide.
 */
export function insertExchange(db: Db, x: NewExchange) {
  return db.transaction().execute(async (trx) => {
    const { message_count: count } = await trx
      .updateTable('chat_sessions')
      .set((eb) => ({
        message_count: eb('message_count', '+', 2),
        last_message_at: x.assistant.created_at,
        updated_at: x.assistant.created_at,
      }))
      .where('id', '=', x.sessionId)
      .where('user_id', '=', x.userId)
      .returning('message_count')
      .executeTakeFirstOrThrow();
    const first = Number(count) - 2;
    const base = { session_id: x.sessionId, user_id: x.userId };
    const rows: MessageRow[] = [
      { ...base, ...x.user, position: first, role: 'user', interrupted: 0 },
      { ...base, ...x.assistant, position: first + 1, role: 'assistant' },
    ];
    await trx.insertInto('chat_messages').values(rows).execute();
    return rows;
  });
}

export async function stats(db: Db, userId: string, startOfDay: string) {
  const [sessions, messages, today, byType] = await Promise.all([
    db
      .selectFrom('chat_sessions')
      .where('user_id', '=', userId)
      .select((eb) => [
        eb.fn.countAll<number | string>().as('total'),
        eb.fn.sum<number | string | null>('is_active').as('active'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('chat_messages')
      .where('user_id', '=', userId)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('chat_messages')
      .where('user_id', '=', userId)
      .where('created_at', '>=', startOfDay)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('chat_sessions')
      .where('user_id', '=', userId)
      .groupBy('context_type')
      .select((eb) => ['context_type', eb.fn.countAll<number | string>().as('n')])
      .execute(),
  ]);
  return {
    totalSessions: Number(sessions.total),
    activeSessions: Number(sessions.active ?? 0),
    totalMessages: Number(messages.n),
    messagesToday: Number(today.n),
    byType: byType.map((r) => ({ type: r.context_type as ChatContextType, n: Number(r.n) })),
  };
}
