import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, whileSchemasHold } from '../test/app';
import { registerUser } from '../test/users';
import { newWordRow } from '../test/words';
import { createMigrator, migrateToLatest } from './migrate';
import { json } from './codec';
import type { Db, PracticeSessionsTable } from './schema';

/**
 * users.data_revision and the triggers that bump it (migration 20261126T010000-data-revision),
 * written to through the database handle as any code path or server instance would.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL);

let app: FastifyInstance;
let db: Db;
beforeAll(async () => {
  app = await buildTestApp();
  db = app.db;
});
afterAll(() => app.close());

const newUserId = async () => (await registerUser(app)).user.id;

async function revision(userId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('data_revision')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.data_revision;
}

const NOW = '2026-11-26T00:00:00.000Z';

const wordRow = (userId: string, word = `word-${randomUUID()}`) =>
  newWordRow(randomUUID(), userId, word, NOW);

const sessionRow = (userId: string): Insertable<PracticeSessionsTable> => ({
  id: randomUUID(),
  user_id: userId,
  session_type: 'quick_practice',
  question_type: 'reading',
  difficulty: 3,
  categories: json.toDb(['part5']),
  total_questions: 10,
  created_at: NOW,
  completed_at: null,
  score: null,
  correct_answers: 0,
  time_spent: 0,
});

/** A pool question for session_questions to point at. */
async function insertQuestion(): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('questions')
    .values({
      id,
      content_hash: randomUUID(),
      source: 'bank',
      type: 'reading',
      part: 5,
      difficulty: 3,
      group_id: null,
      correct_answer: 0,
      body: json.toDb({ question: '?', options: ['a', 'b', 'c', 'd'], tags: [], explanations: {} }),
      created_at: NOW,
    })
    .execute();
  return id;
}

/** Runs the write and answers by how much the user's revision grew. */
async function bumpOf(userId: string, write: () => Promise<unknown>): Promise<number> {
  const before = await revision(userId);
  await write();
  return (await revision(userId)) - before;
}

describe('users.data_revision', () => {
  it('starts at 0 and is not part of the user the API answers', async () => {
    const { user, tokens } = await registerUser(app);
    expect(await revision(user.id)).toBe(0);
    const res = await app.inject({
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/revision/i);
  });

  it('grows with every insert, update and delete of a word of the user', async () => {
    const userId = await newUserId();
    const row = wordRow(userId);
    expect(
      await bumpOf(userId, () => db.insertInto('vocabulary_words').values(row).execute()),
    ).toBe(1);
    const update = () =>
      db.updateTable('vocabulary_words').set({ notes: 'n' }).where('id', '=', row.id).execute();
    expect(await bumpOf(userId, update)).toBe(1);
    const remove = () => db.deleteFrom('vocabulary_words').where('id', '=', row.id).execute();
    expect(await bumpOf(userId, remove)).toBe(1);
  });

  it('grows with every insert, update and delete of a practice session of the user', async () => {
    const userId = await newUserId();
    const row = sessionRow(userId);
    const insert = () => db.insertInto('practice_sessions').values(row).execute();
    expect(await bumpOf(userId, insert)).toBe(1);
    const update = () =>
      db.updateTable('practice_sessions').set({ time_spent: 5 }).where('id', '=', row.id).execute();
    expect(await bumpOf(userId, update)).toBe(1);
    const remove = () => db.deleteFrom('practice_sessions').where('id', '=', row.id).execute();
    expect(await bumpOf(userId, remove)).toBe(1);
  });

  it("grows with every insert, update and delete of a question of the user's session", async () => {
    const userId = await newUserId();
    const session = sessionRow(userId);
    await db.insertInto('practice_sessions').values(session).execute();
    const questionId = await insertQuestion();
    const item = {
      session_id: session.id,
      question_id: questionId,
      question_order: 0,
      answer: null,
      time_spent: 0,
      answered_at: null,
    };
    const insert = () => db.insertInto('session_questions').values(item).execute();
    expect(await bumpOf(userId, insert)).toBe(1);
    const answer = () =>
      db
        .updateTable('session_questions')
        .set({ answer: 2, answered_at: NOW })
        .where('session_id', '=', session.id)
        .execute();
    expect(await bumpOf(userId, answer)).toBe(1);
    const remove = () =>
      db.deleteFrom('session_questions').where('session_id', '=', session.id).execute();
    expect(await bumpOf(userId, remove)).toBe(1);
  });

  it("leaves other users' revisions alone", async () => {
    const [writer, other] = [await newUserId(), await newUserId()];
    const otherBefore = await revision(other);
    await db.insertInto('vocabulary_words').values(wordRow(writer)).execute();
    await db.insertInto('practice_sessions').values(sessionRow(writer)).execute();
    expect(await revision(other)).toBe(otherBefore);
  });

  it('bumps both owners when a row moves to another user', async () => {
    const [from, to] = [await newUserId(), await newUserId()];
    const row = wordRow(from);
    await db.insertInto('vocabulary_words').values(row).execute();
    const [fromBefore, toBefore] = [await revision(from), await revision(to)];
    await db
      .updateTable('vocabulary_words')
      .set({ user_id: to })
      .where('id', '=', row.id)
      .execute();
    expect(await revision(from)).toBe(fromBefore + 1);
    expect(await revision(to)).toBe(toBefore + 1);
  });

  it('bumps each owner of the rows written: once per transaction on PostgreSQL, per row on SQLite', async () => {
    const [one, two] = [await newUserId(), await newUserId()];
    const rows = [wordRow(one), wordRow(one), wordRow(one), wordRow(two)];
    const [oneBefore, twoBefore] = [await revision(one), await revision(two)];
    await db.insertInto('vocabulary_words').values(rows).execute();
    expect(await revision(one)).toBe(oneBefore + (postgres ? 1 : 3));
    expect(await revision(two)).toBe(twoBefore + 1);
    // A statement that matches nothing bumps nobody.
    await db.deleteFrom('vocabulary_words').where('id', '=', randomUUID()).execute();
    expect(await revision(one)).toBe(oneBefore + (postgres ? 1 : 3));
  });

  // PostgreSQL only: SQLite runs one writer at a time. A bump taken at each statement held the
  // user's row lock while the transaction's next statement waited on another transaction's
  // uncommitted row, whose own bump waited on that lock: "deadlock detected", a 500.
  it.runIf(postgres)(
    'never deadlocks two writers of one user: the bump waits for the commit',
    async () => {
      const userId = await newUserId();
      const clash = `clash-${randomUUID()}`;
      let releaseSecond: () => void = () => {};
      const secondMayCommit = new Promise<void>((done) => (releaseSecond = done));
      let firstWroteOne: () => void = () => {};
      const firstHasOne = new Promise<void>((done) => (firstWroteOne = done));
      // An import of several chunks, whose second chunk holds a word added meanwhile.
      const importing = db.transaction().execute(async (trx) => {
        await trx.insertInto('vocabulary_words').values(wordRow(userId)).execute();
        firstWroteOne();
        await new Promise((done) => setTimeout(done, 200));
        await trx.insertInto('vocabulary_words').values(wordRow(userId, clash)).execute();
      });
      // The word added meanwhile, by another request.
      const adding = db.transaction().execute(async (trx) => {
        await firstHasOne;
        await trx.insertInto('vocabulary_words').values(wordRow(userId, clash)).execute();
        await secondMayCommit;
      });
      setTimeout(releaseSecond, 600);
      const [imported, added] = await Promise.allSettled([importing, adding]);
      expect(added.status).toBe('fulfilled');
      // The import meets the committed word: a duplicate (409 for the API), not a deadlock.
      expect(imported.status).toBe('rejected');
      expect((imported as PromiseRejectedResult).reason).toMatchObject({ code: '23505' });
    },
  );

  it('bumps a user whose own row the same transaction changed first', async () => {
    const userId = await newUserId();
    const before = await revision(userId);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ username: 'Renamed' })
        .where('id', '=', userId)
        .execute();
      await trx
        .insertInto('vocabulary_words')
        .values([wordRow(userId), wordRow(userId)])
        .execute();
    });
    expect(await revision(userId)).toBeGreaterThan(before);
  });

  it('rolls back with the write it belongs to', async () => {
    const userId = await newUserId();
    const before = await revision(userId);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('vocabulary_words').values(wordRow(userId)).execute();
        expect(
          await trx
            .selectFrom('users')
            .select('data_revision')
            .where('id', '=', userId)
            .executeTakeFirstOrThrow(),
          // PostgreSQL bumps when the transaction commits; SQLite at once.
        ).toEqual({ data_revision: postgres ? before : before + 1 });
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await revision(userId)).toBe(before);
  });

  it('lets a user with words, sessions and answers be deleted (the cascades fire the triggers)', async () => {
    const userId = await newUserId();
    await db
      .insertInto('vocabulary_words')
      .values([wordRow(userId), wordRow(userId)])
      .execute();
    const session = sessionRow(userId);
    await db.insertInto('practice_sessions').values(session).execute();
    await db
      .insertInto('session_questions')
      .values({
        session_id: session.id,
        question_id: await insertQuestion(),
        question_order: 0,
        answer: 1,
        time_spent: 3,
        answered_at: NOW,
      })
      .execute();
    await db.deleteFrom('users').where('id', '=', userId).execute();
    const left = await db
      .selectFrom('vocabulary_words')
      .select('id')
      .where('user_id', '=', userId)
      .unionAll(db.selectFrom('practice_sessions').select('id').where('user_id', '=', userId))
      .execute();
    expect(left).toEqual([]);
    const answers = await db
      .selectFrom('session_questions')
      .select('session_id')
      .where('session_id', '=', session.id)
      .execute();
    expect(answers).toEqual([]);
  });
});

describe('migration 20261126T010000-data-revision', () => {
  it('goes down (no triggers, no column) and up again', async () => {
    const userId = await newUserId();
    await whileSchemasHold(app, async (schema) => {
      const migrator = createMigrator(db, schema ? { schema } : {});
      // Back to the migration before this one (later ones are undone on the way).
      const down = await migrator.migrateTo('20261124T220000-review-client-rating-id');
      expect(down.error).toBeUndefined();
      expect(down.results?.map((r) => r.migrationName)).toContain('20261126T010000-data-revision');
      expect(down.results?.every((r) => r.direction === 'Down')).toBe(true);
      // Writes work without the triggers, and the column is gone. (The row leaves out the
      // column a later migration adds, undone on the way down.)
      const { definition_source: _later, ...row } = wordRow(userId);
      await db.insertInto('vocabulary_words').values(row).execute();
      const user = await sql<
        Record<string, unknown>
      >`select * from users where id = ${userId}`.execute(db);
      expect(Object.keys(user.rows[0]!)).not.toContain('data_revision');

      await migrateToLatest(db, schema ? { schema } : {});
    });
    expect(await revision(userId)).toBe(0);
    expect(
      await bumpOf(userId, () =>
        db.insertInto('vocabulary_words').values(wordRow(userId)).execute(),
      ),
    ).toBe(1);
  });
});
