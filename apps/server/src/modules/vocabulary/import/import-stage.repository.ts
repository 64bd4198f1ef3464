import { randomBytes } from 'node:crypto';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../../../db/database';
import type { Database, Db, VocabularyWordsTable } from '../../../db/schema';
import { yieldToEventLoop } from '../../../runtime/event-loop';
import { WORD_COLUMNS, type NewWordRow } from '../vocabulary.dto';

/**
 * An import's rows reach the notebook through a staging table: they are written there a chunk
 * at a time, with a turn of the event loop between chunks, and then enter the notebook in one
 * INSERT … SELECT inside the import's transaction. Building thousands of bound parameters,
 * compiling the statements and collecting their garbage thus happens outside the transaction;
 * on SQLite, whose one connection every request shares, the transaction holds that connection
 * only while SQLite copies the rows natively. A TEMP table is private to its connection and
 * never survives a crash, so a failed or killed import leaves the notebook as it was.
 */

/** Rows per multi-row insert: ~35 columns each stays under both dialects' parameter limits. */
const CHUNK = 400;

type Staged = Kysely<Record<string, NewWordRow>>;

/**
 * A new, empty TEMP table shaped like vocabulary_words. On PostgreSQL create it inside the
 * transaction (a pooled connection's temp tables would otherwise outlive it): it is dropped at
 * commit. On SQLite create it on `db` and drop it with dropStage.
 */
export async function createStage(db: Db): Promise<string> {
  const name = `import_stage_${randomBytes(8).toString('hex')}`;
  const onCommit = isPostgres(db) ? sql`on commit drop` : sql``;
  await sql`create temp table ${sql.table(name)} ${onCommit} as select * from vocabulary_words where 1 = 0`.execute(
    db,
  );
  return name;
}

export async function dropStage(db: Db, name: string): Promise<void> {
  await sql`drop table if exists ${sql.table(name)}`.execute(db);
}

/** Writes the rows into the staging table in chunks, letting other work run in between. */
export async function stageRows(db: Db, name: string, rows: readonly NewWordRow[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await (db as unknown as Staged)
      .insertInto(name)
      .values(rows.slice(i, i + CHUNK))
      .execute();
    await yieldToEventLoop();
  }
}

/** Staged words the user's notebook does not hold yet (any letter case). */
export async function countFresh(db: Db, name: string, userId: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from ${sql.table(name)} s
    where not exists (
      select 1 from vocabulary_words w where w.user_id = ${userId} and w.word_key = s.word_key
    )`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Columns an import replaces in a word already there: all but its id, owner and creation time. */
const KEPT = new Set<string>(['id', 'user_id', 'created_at']);
const REPLACED: readonly (keyof VocabularyWordsTable)[] = [
  ...WORD_COLUMNS.filter((c) => !KEPT.has(c)),
  'search_text',
];

/** `excluded` is the row the insert proposed (both dialects name it so). */
const fromExcluded = (
  eb: ExpressionBuilder<Database & { excluded: VocabularyWordsTable }, 'excluded'>,
) => Object.fromEntries(REPLACED.map((c) => [c, eb.ref(`excluded.${c}`)]));

/**
 * Moves the staged rows into the notebook in one statement; a word already there (same user
 * and key) is replaced or left alone. Returns how many rows were written.
 */
export async function mergeStage(
  db: Db,
  name: string,
  columns: readonly (keyof NewWordRow & string)[],
  onExisting: 'replace' | 'skip',
): Promise<number> {
  const staged = (db as unknown as Staged)
    .selectFrom(name)
    .select(columns as never)
    // SQLite reads "SELECT … ON CONFLICT" as a join constraint unless a WHERE ends the SELECT.
    .where(sql<boolean>`1 = 1`);
  const result = await db
    .insertInto('vocabulary_words')
    .columns(columns as never)
    .expression(staged as never)
    .onConflict((oc) => {
      const target = oc.columns(['user_id', 'word_key']);
      return onExisting === 'replace'
        ? target.doUpdateSet((eb) => fromExcluded(eb as never))
        : target.doNothing();
    })
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
