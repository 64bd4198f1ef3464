import { randomUUID } from 'node:crypto';
import {
  isWellFormedId,
  MOCK_BLUEPRINT,
  mockSectionOf,
  type MockAnswerRequest,
  type MockAnswerResult,
  type MockKind,
  type MockResult,
  type MockTestDetail,
  type MockTestList,
  type User,
} from '@toeic-ace/contract';
import { json, time } from '../../db/codec';
import type { Db } from '../../db/schema';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../errors';
import {
  ensureBankSeeded,
  listPoolItems,
  loadPoolQuestions,
  markSeen,
  orderInGroup,
} from '../questions';
import { recordAbility } from '../ability';
import { recordOutcomes, type GradedAnswer } from '../mistakes';
import { assembleForm, NotEnoughQuestions } from './form-assembly';
import { statusOf, toMockQuestion, toSummary } from './mock.dto';
import * as repo from './mock.repository';
import { scoreForm } from './mock.scoring';

export interface MockDeps {
  db: Db;
  clock: () => Date;
  /** Section times are multiplied by it (MOCK_TIME_SCALE; 1 outside tests). */
  timeScale: number;
  random?: () => number;
}

const MINUTE_MS = 60_000;
const notFound = () => new NotFoundError('Mock test not found');
const sectionClosed = () =>
  new ConflictError('SECTION_CLOSED', 'The time for this section is up; answers are closed');
const alreadySubmitted = () =>
  new ConflictError('MOCK_TEST_SUBMITTED', 'This mock test has been submitted');

export function createMockService({ db, clock, timeScale, random = Math.random }: MockDeps) {
  async function findOwn(user: User, id: string): Promise<repo.MockRow> {
    const row = isWellFormedId(id) ? await repo.findMock(db, user.id, id) : undefined;
    if (!row) throw notFound();
    return row;
  }

  /** Scores the form from the questions' stored keys and writes the result once. */
  async function submitRow(row: repo.MockRow, at: Date): Promise<repo.MockRow> {
    if (row.submitted_at) return row;
    const items = await repo.mockQuestions(db, row.id);
    const stored = await loadPoolQuestions(
      db,
      items.map((i) => i.question_id),
    );
    const result: MockResult = scoreForm(
      items.map((i) => ({
        part: i.part,
        answer: i.answer,
        key: stored.get(i.question_id)?.row.correct_answer ?? -1,
        firstAnsweredAt: i.first_answered_at,
      })),
      row.created_at,
    );
    await db.transaction().execute(async (trx) => {
      const saved = await repo.saveResult(trx, row.id, time.toDb(at), json.toDb(result));
      // Another request may have submitted it first: its result (and its record) stands.
      if (saved.numUpdatedRows === 0n) return;
      const answers: GradedAnswer[] = items.flatMap((i) => {
        const key = stored.get(i.question_id)?.row.correct_answer;
        return i.answer === null || key === undefined
          ? []
          : [
              {
                questionId: i.question_id,
                part: i.part,
                answer: i.answer,
                correct: i.answer === key,
                answeredAt: i.answered_at,
              },
            ];
      });
      await recordOutcomes(
        trx,
        { userId: row.user_id, source: 'mock', sourceId: row.id, review: false, answers },
        at,
      );
      await recordAbility(trx, row.user_id, answers, at);
    });
    return (await repo.findMock(db, row.user_id, row.id))!;
  }

  /** A test whose reading time is up is submitted as of its end, by whichever call comes first. */
  async function settle(row: repo.MockRow): Promise<repo.MockRow> {
    const readingEnd = new Date(row.reading_ends_at);
    if (!row.submitted_at && clock() >= readingEnd) return submitRow(row, readingEnd);
    return row;
  }

  async function detail(user: User, row: repo.MockRow): Promise<MockTestDetail> {
    const items = await repo.mockQuestions(db, row.id);
    const stored = await loadPoolQuestions(
      db,
      items.map((i) => i.question_id),
    );
    const revealed = row.submitted_at !== null;
    const language = user.preferences.language;
    const questions = items.flatMap((item, index) => {
      const question = stored.get(item.question_id);
      return question ? [toMockQuestion(question, index + 1, language, revealed)] : [];
    });
    const answers = items.map((i) => ({ questionId: i.question_id, answer: i.answer }));
    const now = clock();
    return {
      ...toSummary(row, answers.filter((a) => a.answer !== null).length, now),
      questionCount: items.length,
      serverNow: now.toISOString(),
      questions,
      answers,
    };
  }

  async function create(user: User, kind: MockKind): Promise<MockTestDetail> {
    const start = clock();
    await ensureBankSeeded(db, start);
    const pool = await listPoolItems(db, [1, 2, 3, 4, 5, 6, 7]);
    let units;
    try {
      units = assembleForm(kind, pool, await repo.seenInMocks(db, user.id), random);
    } catch (error) {
      if (error instanceof NotEnoughQuestions) {
        throw new AppError(503, 'NOT_ENOUGH_QUESTIONS', error.message);
      }
      throw error;
    }
    const stored = await loadPoolQuestions(
      db,
      units.flatMap((u) => u.ids),
    );
    // Each set in its own order (stored position, then id), as practice shows it.
    const ordered = units.flatMap((unit) =>
      unit.ids
        .map((id) => stored.get(id))
        .filter((q) => q !== undefined)
        .sort(orderInGroup),
    );
    const blueprint = MOCK_BLUEPRINT[kind];
    const listeningEnds = new Date(
      start.getTime() + blueprint.listeningMinutes * MINUTE_MS * timeScale,
    );
    const readingEnds = new Date(
      listeningEnds.getTime() + blueprint.readingMinutes * MINUTE_MS * timeScale,
    );
    const row: repo.MockRow = {
      id: randomUUID(),
      user_id: user.id,
      kind,
      created_at: time.toDb(start),
      listening_ends_at: time.toDb(listeningEnds),
      reading_ends_at: time.toDb(readingEnds),
      submitted_at: null,
      result: null,
    };
    const questionIds = ordered.map((q) => q.row.id);
    await db.transaction().execute(async (trx) => {
      await repo.insertMock(
        trx,
        row,
        ordered.map((q, position) => ({
          mock_id: row.id,
          question_id: q.row.id,
          position,
          part: q.row.part,
          answer: null,
          first_answered_at: null,
          answered_at: null,
        })),
      );
      // Practice then prefers items this learner has not met anywhere.
      await markSeen(trx, user.id, questionIds, start);
    });
    return detail(user, row);
  }

  async function list(user: User): Promise<MockTestList> {
    const rows = await Promise.all((await repo.listMocks(db, user.id)).map(settle));
    const counts = await repo.answeredCounts(
      db,
      rows.map((r) => r.id),
    );
    const totals = await repo.questionCounts(
      db,
      rows.map((r) => r.id),
      false,
    );
    const now = clock();
    return {
      tests: rows.map((r) => ({
        ...toSummary(r, counts.get(r.id) ?? 0, now),
        questionCount: totals.get(r.id) ?? 0,
      })),
    };
  }

  async function get(user: User, id: string): Promise<MockTestDetail> {
    return detail(user, await settle(await findOwn(user, id)));
  }

  async function answer(
    user: User,
    id: string,
    input: MockAnswerRequest,
  ): Promise<MockAnswerResult> {
    const before = await findOwn(user, id);
    const row = await settle(before);
    if (row.submitted_at) throw before.submitted_at ? alreadySubmitted() : sectionClosed();
    const item = await repo.findMockQuestion(db, row.id, input.questionId);
    if (!item) {
      throw new ValidationError('The question is not part of this mock test', [
        { path: 'questionId', message: 'not on this form', code: 'not_in_mock_test' },
      ]);
    }
    const now = clock();
    const end =
      mockSectionOf(item.part) === 'listening' ? row.listening_ends_at : row.reading_ends_at;
    if (now >= new Date(end)) throw sectionClosed();
    // The same answer again changes nothing (a retried request is harmless).
    if (item.answer !== input.answer) {
      // A submission that landed since the checks above wins: the answer is not taken.
      const saved = await repo.saveAnswer(db, item, input.answer, time.toDb(now));
      if (!saved) throw alreadySubmitted();
    }
    const counts = await repo.answeredCounts(db, [row.id]);
    return {
      questionId: item.question_id,
      answer: input.answer,
      answeredCount: counts.get(row.id) ?? 0,
    };
  }

  async function submit(user: User, id: string): Promise<MockResult> {
    const row = await settle(await findOwn(user, id));
    const done = await submitRow(row, clock());
    return json.fromDb(done.result) as MockResult;
  }

  return { create, list, get, answer, submit, statusOf };
}

export type MockService = ReturnType<typeof createMockService>;
