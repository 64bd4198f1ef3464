import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * A revision per user that the database itself bumps whenever a row the user owns changes in
 * vocabulary_words, practice_sessions or session_questions (through its session's user): the
 * server's cache of list responses is valid for exactly one revision. Triggers rather than
 * application code, so every write counts — ones added later, raw ones, and ones made by another
 * server instance on the same database — and the bump commits or rolls back with the write.
 *
 * SQLite: row-level triggers (a bump per row; a 10 000-word import updates one users row 10 000
 * times in its transaction, which costs little there). PostgreSQL: statement-level triggers
 * with transition tables, so a statement bumps each user it touched once; transition tables are
 * not allowed on a trigger of several events, hence one trigger per table and event.
 *
 * The SQL is written out here rather than shared with later migrations, which must never change
 * what this one does.
 */

const TABLES = ['vocabulary_words', 'practice_sessions', 'session_questions'] as const;
const EVENTS = ['insert', 'update', 'delete'] as const;

/** The rows whose owners a change concerns: an update may move a row to another owner. */
const ROWS_OF = { insert: ['NEW'], update: ['OLD', 'NEW'], delete: ['OLD'] } as const;

const triggerName = (table: string, event: string) => `${table}_data_revision_${event}`;

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The user ids a row (NEW or OLD) stands for, as an SQLite expression list. */
function sqliteOwners(table: (typeof TABLES)[number], rows: readonly ('NEW' | 'OLD')[]): string {
  if (table === 'session_questions') {
    const sessions = rows.map((row) => `${row}.session_id`).join(', ');
    return `select user_id from practice_sessions where id in (${sessions})`;
  }
  return rows.map((row) => `${row}.user_id`).join(', ');
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    for (const event of EVENTS) {
      await sql
        .raw(
          `create trigger ${triggerName(table, event)} after ${event} on ${table} for each row ` +
            `begin update users set data_revision = data_revision + 1 ` +
            `where id in (${sqliteOwners(table, ROWS_OF[event])}); end`,
        )
        .execute(db);
    }
  }
}

/** The user ids of a transition table, as a PostgreSQL query. */
function postgresOwners(transition: 'new_rows' | 'old_rows', userOf: 'owner' | 'session') {
  return userOf === 'owner'
    ? `select user_id from ${transition}`
    : `select s.user_id from practice_sessions s where s.id in (select session_id from ${transition})`;
}

/**
 * One function per way of finding the user (owner column, or the session's owner), branching on
 * the event: PL/pgSQL compiles a trigger function once per table it serves, so `new_rows` /
 * `old_rows` resolve to that table's transition tables. `search_path from current` pins the
 * schema the migration ran in, whatever the writing connection's search_path is.
 */
function postgresFunction(name: string, userOf: 'owner' | 'session') {
  const bump = (owners: string) =>
    `update users set data_revision = data_revision + 1 where id in (${owners});`;
  return `create function ${name}() returns trigger language plpgsql set search_path from current as $$
begin
  if tg_op = 'INSERT' then
    ${bump(postgresOwners('new_rows', userOf))}
  elsif tg_op = 'UPDATE' then
    ${bump(`${postgresOwners('old_rows', userOf)} union ${postgresOwners('new_rows', userOf)}`)}
  else
    ${bump(postgresOwners('old_rows', userOf))}
  end if;
  return null;
end
$$`;
}

const PG_FUNCTIONS = {
  owner: 'bump_data_revision_of_owner',
  session: 'bump_data_revision_of_session',
};

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql.raw(postgresFunction(PG_FUNCTIONS.owner, 'owner')).execute(db);
  await sql.raw(postgresFunction(PG_FUNCTIONS.session, 'session')).execute(db);
  for (const table of TABLES) {
    const fn = table === 'session_questions' ? PG_FUNCTIONS.session : PG_FUNCTIONS.owner;
    for (const event of EVENTS) {
      const transitions =
        event === 'insert'
          ? 'new table as new_rows'
          : event === 'delete'
            ? 'old table as old_rows'
            : 'old table as old_rows new table as new_rows';
      await sql
        .raw(
          `create trigger ${triggerName(table, event)} after ${event} on ${table} ` +
            `referencing ${transitions} for each statement execute function ${fn}()`,
        )
        .execute(db);
    }
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('data_revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  for (const table of TABLES) {
    for (const event of EVENTS) {
      const name = triggerName(table, event);
      await sql
        .raw(postgres ? `drop trigger ${name} on ${table}` : `drop trigger ${name}`)
        .execute(db);
    }
  }
  if (postgres) {
    for (const fn of Object.values(PG_FUNCTIONS))
      await sql.raw(`drop function ${fn}()`).execute(db);
  }
  await db.schema.alterTable('users').dropColumn('data_revision').execute();
}
