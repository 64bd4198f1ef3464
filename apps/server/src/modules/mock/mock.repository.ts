import type { Insertable, Selectable } from 'kysely';
import type { Db, MockTestQuestionsTable, MockTestsTable } from '../../db/schema';

export type MockRow = Selectable<MockTestsTable>;
export type MockQuestionRow = Selectable<MockTestQuestionsTable>;

/** Small enough for any driver's parameter limit (8 columns a row). */
const INSERT_BATCH = 100;

export async function insertMock(
  db: Db,
  mock: Insertable<MockTestsTable>,
  questions: readonly Insertable<MockTestQuestionsTable>[],
): Promise<void> {
  await db.insertInto('mock_tests').values(mock).execute();
  for (let i = 0; i < questions.length; i += INSERT_BATCH) {
    await db
      .insertInto('mock_test_questions')
      .values(questions.slice(i, i + INSERT_BATCH))
      .execute();
  }
}

export const findMock = (db: Db, userId: string, id: string) =>
  db
    .selectFrom('mock_tests')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();

export const listMocks = (db: Db, userId: string) =>
  db
    .selectFrom('mock_tests')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** Questions per test, or (answeredOnly) answered questions per test. */
export async function questionCounts(db: Db, mockIds: readonly string[], answeredOnly: boolean) {
  if (mockIds.length === 0) return new Map<string, number>();
  let query = db
    .selectFrom('mock_test_questions')
    .select(['mock_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('mock_id', 'in', [...mockIds]);
  if (answeredOnly) query = query.where('answer', 'is not', null);
  const rows = await query.groupBy('mock_id').execute();
  return new Map(rows.map((r) => [r.mock_id, Number(r.n)]));
}

export const answeredCounts = (db: Db, mockIds: readonly string[]) =>
  questionCounts(db, mockIds, true);

export const mockQuestions = (db: Db, mockId: string) =>
  db
    .selectFrom('mock_test_questions')
    .selectAll()
    .where('mock_id', '=', mockId)
    .orderBy('position')
    .execute();

export const findMockQuestion = (db: Db, mockId: string, questionId: string) =>
  db
    .selectFrom('mock_test_questions')
    .selectAll()
    .where('mock_id', '=', mockId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();

/** Saves an answer unless the test has been submitted meanwhile; false when it has. */
export async function saveAnswer(
  db: Db,
  row: MockQuestionRow,
  answer: number | null,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('mock_test_questions')
    .set({
      answer,
      answered_at: now,
      first_answered_at: row.first_answered_at ?? (answer === null ? null : now),
    })
    .where('mock_id', '=', row.mock_id)
    .where('question_id', '=', row.question_id)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('mock_tests')
          .select('mock_tests.id')
          .where('mock_tests.id', '=', row.mock_id)
          .where('mock_tests.submitted_at', 'is', null),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Writes the result once: a test already submitted keeps its first result. */
export const saveResult = (
  db: Db,
  id: string,
  submittedAt: string,
  result: MockTestsTable['result'],
) =>
  db
    .updateTable('mock_tests')
    .set({ submitted_at: submittedAt, result })
    .where('id', '=', id)
    .where('submitted_at', 'is', null)
    .executeTakeFirst();

/** Every item on this learner's mocks, with the latest start of a mock that held it. */
export async function seenInMocks(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('mock_test_questions as q')
    .innerJoin('mock_tests as m', 'm.id', 'q.mock_id')
    .select(['q.question_id', (eb) => eb.fn.max('m.created_at').as('seen_at')])
    .where('m.user_id', '=', userId)
    .groupBy('q.question_id')
    .execute();
  return new Map(rows.map((r) => [r.question_id, String(r.seen_at)]));
}

/** The learner's tests not yet submitted (at most one once starts are checked). */
export const unsubmittedMocks = (db: Db, userId: string) =>
  db
    .selectFrom('mock_tests')
    .selectAll()
    .where('user_id', '=', userId)
    .where('submitted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();

/** Starts the clock once: a second start (another tab) changes nothing. */
export const startListening = (
  db: Db,
  id: string,
  at: string,
  listeningEndsAt: string,
  readingEndsAt: string,
) =>
  db
    .updateTable('mock_tests')
    .set({
      listening_started_at: at,
      listening_ends_at: listeningEndsAt,
      reading_ends_at: readingEndsAt,
    })
    .where('id', '=', id)
    .where('listening_started_at', 'is', null)
    .where('submitted_at', 'is', null)
    .execute();

/**
 * Ends listening at `at` (for good: nothing moves it later again) and gives reading its full
 * time from then. Only while listening has not ended yet, so a repeated call changes nothing.
 */
export const endListening = (db: Db, id: string, at: string, readingEndsAt: string) =>
  db
    .updateTable('mock_tests')
    .set((eb) => ({
      listening_started_at: eb.fn.coalesce('listening_started_at', eb.val(at)),
      listening_ends_at: at,
      reading_ends_at: readingEndsAt,
    }))
    .where('id', '=', id)
    .where('submitted_at', 'is', null)
    .where((eb) =>
      eb.or([eb('listening_started_at', 'is', null), eb('listening_ends_at', '>', at)]),
    )
    .execute();
