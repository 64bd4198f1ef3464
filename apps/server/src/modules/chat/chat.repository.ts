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

/**
 * One page of a session's messages: the newest before `beforePosition` (from the end when
 * undefined), at most `limit` of them and `maxChars` characters (one at least), oldest first.
 * Reads one more row to learn whether older ones are left; the (session_id, position) unique
 * index serves it, so its cost does not grow with the session.
 */
export async function messagePage(
  db: Db,
  sessionId: string,
  limit: number,
  maxChars: number,
  beforePosition?: number,
) {
  let query = db
    .selectFrom('chat_messages')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('position', 'desc')
    .limit(limit + 1);
  if (beforePosition !== undefined) query = query.where('position', '<', beforePosition);
  const rows = await query.execute();
  let taken = 0;
  let chars = 0;
  while (taken < Math.min(limit, rows.length)) {
    chars += rows[taken]!.content.length;
    if (taken > 0 && chars > maxChars) break;
    taken++;
  }
  return { rows: rows.slice(0, taken).reverse(), hasMore: rows.length > taken };
}

/** The position of a message of this session; undefined when it is not one of them. */
export async function messagePosition(db: Db, sessionId: string, messageId: string) {
  const row = await db
    .selectFrom('chat_messages')
    .select('position')
    .where('id', '=', messageId)
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.position);
}

/** An empty session of this learner for the context (type and id; null matches null). */
export function findEmptySession(
  db: Db,
  userId: string,
  contextType: ChatContextType,
  contextId: string | null,
) {
  return db
    .selectFrom('chat_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('context_type', '=', contextType)
    .where((eb) =>
      contextId === null ? eb('context_id', 'is', null) : eb('context_id', '=', contextId),
    )
    .where('message_count', '=', 0)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

export async function countSessions(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('chat_sessions')
    .where('user_id', '=', userId)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
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
 * Stores the learner's message and the reply together; undefined (nothing stored) when the
 * session holds `maxMessages` - 1 or more already. The counter is raised first: its row lock
 * (PostgreSQL) or the write lock (SQLite) makes a concurrent send wait, so positions never
 * collide and two sends cannot both take the last places.
 */
export function insertExchange(db: Db, x: NewExchange, maxMessages: number) {
  return db.transaction().execute(async (trx) => {
    const raised = await trx
      .updateTable('chat_sessions')
      .set((eb) => ({
        message_count: eb('message_count', '+', 2),
        last_message_at: x.assistant.created_at,
        updated_at: x.assistant.created_at,
      }))
      .where('id', '=', x.sessionId)
      .where('user_id', '=', x.userId)
      .where('message_count', '<=', maxMessages - 2)
      .returning('message_count')
      .executeTakeFirst();
    if (!raised) return undefined;
    const first = Number(raised.message_count) - 2;
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
    byType: byType.map((r) => ({ type: r.context_type, n: Number(r.n) })),
  };
}

/**
 * Adds `by` to the session's message count (the caller's session only) and answers the new
 * count, or null when the session is not the user's. Writes the row, so on PostgreSQL it stays
 * locked for the rest of the transaction.
 */
export async function raiseMessageCount(
  db: Db,
  userId: string,
  sessionId: string,
  by: number,
): Promise<number | null> {
  const row = await db
    .updateTable('chat_sessions')
    .set((eb) => ({ message_count: eb('message_count', '+', by) }))
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .returning('message_count')
    .executeTakeFirst();
  return row ? Number(row.message_count) : null;
}

/** Stores messages in slices of 100 rows (SQLite's limit on bound values). */
export async function insertMessages(db: Db, rows: readonly MessageRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 100) {
    await db
      .insertInto('chat_messages')
      .values(rows.slice(i, i + 100))
      .execute();
  }
}

/** Moves the session's last-message time forward to `at` (never back). */
export async function touchLastMessage(db: Db, sessionId: string, at: string): Promise<void> {
  await db
    .updateTable('chat_sessions')
    .set({ last_message_at: at, updated_at: at })
    .where('id', '=', sessionId)
    .where('last_message_at', '<', at)
    .execute();
}

export async function countUserMessages(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .where('user_id', '=', userId)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
