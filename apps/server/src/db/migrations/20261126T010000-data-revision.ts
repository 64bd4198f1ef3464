import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * A revision per user that the database itself bumps whenever a row the user owns changes in
 * vocabulary_words, practice_sessions or session_questions (through its session's user): the
 * server's cache of list responses is valid for exactly one revision. Triggers rather than
 * application code, so every write counts — ones added later, raw ones, and ones made by another
 * server instance on the same database — and the bump commits or rolls back with the write.
 *
 * SQLite: row-level triggers (a bump per row; a 10 000-word import updates one users row 10 000
 * times in its transaction, which costs little there; SQLite has one writer, so no lock order).
 * PostgreSQL: deferred constraint triggers, run when the transaction commits, once per user and
 * transaction. A
 * bump locks the user's row; taken at each statement, that lock would be held while the same
 * transaction's next statement waits on another transaction's uncommitted row (an import's
 * second chunk meeting a word added meanwhile), and that other transaction's own bump would then
 * wait on it: a deadlock. Taken at commit, when the transaction waits on nothing else, it can
 * only queue.
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

/** The owner of a row (NEW or OLD), as a PostgreSQL expression. */
const postgresOwner = (row: 'new' | 'old', userOf: 'owner' | 'session') =>
  userOf === 'owner'
    ? `${row}.user_id`
    : `(select s.user_id from practice_sessions s where s.id = ${row}.session_id)`;

/**
 * Bumps a user once per transaction: a 10 000-word import would otherwise update the row 10 000
 * times at its commit. The users bumped so far are noted in a setting local to the transaction
 * (`,id1,id2,`), which ends with it. `search_path from current` pins the schema the migration ran
 * in, whatever the writing connection's search_path is.
 */
const PG_BUMP = `create function bump_data_revision(uid text) returns void language plpgsql
set search_path from current as $$
declare
  bumped text := coalesce(current_setting('toeic_ace.revision_bumped', true), '');
begin
  if uid is null or position(',' || uid || ',' in bumped) > 0 then
    return;
  end if;
  update users set data_revision = data_revision + 1 where id = uid;
  perform set_config('toeic_ace.revision_bumped', bumped || ',' || uid || ',', true);
end
$$`;

/**
 * One trigger function per way of finding the user (owner column, or the session's owner). An
 * update that moves a row bumps both owners.
 */
function postgresFunction(name: string, userOf: 'owner' | 'session') {
  const bump = (row: 'new' | 'old') => `perform bump_data_revision(${postgresOwner(row, userOf)});`;
  const moved =
    userOf === 'owner'
      ? 'new.user_id is distinct from old.user_id'
      : 'new.session_id is distinct from old.session_id';
  return `create function ${name}() returns trigger language plpgsql set search_path from current as $$
begin
  if tg_op <> 'INSERT' then
    ${bump('old')}
  end if;
  if tg_op = 'INSERT' or (tg_op = 'UPDATE' and ${moved}) then
    ${bump('new')}
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
  await sql.raw(PG_BUMP).execute(db);
  await sql.raw(postgresFunction(PG_FUNCTIONS.owner, 'owner')).execute(db);
  await sql.raw(postgresFunction(PG_FUNCTIONS.session, 'session')).execute(db);
  for (const table of TABLES) {
    const fn = table === 'session_questions' ? PG_FUNCTIONS.session : PG_FUNCTIONS.owner;
    for (const event of EVENTS) {
      await sql
        .raw(
          `create constraint trigger ${triggerName(table, event)} after ${event} on ${table} ` +
            `deferrable initially deferred for each row execute function ${fn}()`,
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
    await sql.raw('drop function bump_data_revision(text)').execute(db);
  }
  await db.schema.alterTable('users').dropColumn('data_revision').execute();
}
