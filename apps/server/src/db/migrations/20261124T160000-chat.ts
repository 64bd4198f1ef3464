import type { Kysely } from 'kysely';

/**
 * The AI tutor's sessions and their messages. Sessions are listed per user by latest activity,
 * so (user_id, last_message_at) is indexed; messages are read per session in order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('context_type', 'text', (c) => c.notNull())
    .addColumn('context_id', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_message_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_sessions_user_last_message_idx')
    .on('chat_sessions')
    .columns(['user_id', 'last_message_at'])
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) =>
      c.notNull().references('chat_sessions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('interrupted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('chat_messages_session_position_uq', ['session_id', 'position'])
    .execute();
  await db.schema
    .createIndex('chat_messages_user_created_idx')
    .on('chat_messages')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('chat_sessions').execute();
}
