import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from './database';
import type { Db } from './schema';

/** Rows are read as arrays and turned into objects by the statement cache (SQLite only). */
describe('SQLite rows', () => {
  let db: Db | undefined;
  afterEach(async () => db?.destroy());

  it('come back as objects keyed by column, with each value as stored', async () => {
    db = createDatabase('file::memory:');
    const { rows } = await sql<{ n: number; t: string; empty: null; r: number }>`
      select 1 as n, 'text' as t, null as empty, 2.5 as r`.execute(db);
    expect(rows).toEqual([{ n: 1, t: 'text', empty: null, r: 2.5 }]);
  });

  it('keep the last value of a repeated column name, as a native object row did', async () => {
    db = createDatabase('file::memory:');
    const { rows } = await sql`select 1 as v, 2 as v`.execute(db);
    expect(rows).toEqual([{ v: 2 }]);
  });

  it('take column names that are not identifiers as keys, quotes included', async () => {
    db = createDatabase('file::memory:');
    const { rows } = await sql`select 1 as "a""b", 2 as "x y", 3 as "${sql.raw("');--")}"`.execute(
      db,
    );
    expect(rows).toEqual([{ 'a"b': 1, 'x y': 2, "');--": 3 }]);
  });

  it('are objects when streamed too, and writes still report their changes', async () => {
    db = createDatabase('file::memory:');
    await sql`create table t (id integer primary key, name text)`.execute(db);
    const inserted = await sql`insert into t (name) values ('a'), ('b')`.execute(db);
    expect(inserted.numAffectedRows).toBe(2n);
    const streamed: unknown[] = [];
    const rows = db
      .selectFrom('t' as never)
      .select(['id', 'name'] as never)
      .orderBy('id' as never);
    for await (const row of rows.stream()) streamed.push(row);
    expect(streamed).toEqual([
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ]);
  });
});
