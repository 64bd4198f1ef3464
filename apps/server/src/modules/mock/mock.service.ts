import { randomUUID } from 'node:crypto';
import {
  isWellFormedId,
  MOCK_BLUEPRINT,
  MOCK_MESSAGES,
  type MockSection,
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
import { lockLearnerMocks } from './mock.lock';
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
const listeningOpen = () =>
  new ConflictError(
    'LISTENING_NOT_FINISHED',
    'Reading answers are accepted once the listening section is over; finish listening first',
  );
const notStarted = () =>
  new ConflictError('MOCK_TEST_NOT_STARTED', 'Start the listening section first');
const inProgress = (id: string) =>
  new AppError(409, 'MOCK_TEST_IN_PROGRESS', MOCK_MESSAGES.inProgress, { id });
const alreadySubmitted = () =>
  new ConflictError('MOCK_TEST_SUBMITTED', 'This mock test has been submitted');

export function createMockService({ db, clock, timeScale, random = Math.random }: MockDeps) {
  const minutes = (m: number) => m * MINUTE_MS * timeScale;

  /** The ends of both sections for a listening section that starts at `at`. */
  function sectionEnds(kind: MockKind, at: Date) {
    const blueprint = MOCK_BLUEPRINT[kind];
    const listening = new Date(at.getTime() + minutes(blueprint.listeningMinutes));
    const reading = new Date(listening.getTime() + minutes(blueprint.readingMinutes));
    return { listening: time.toDb(listening), reading: time.toDb(reading) };
  }

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
    const running = row.listening_started_at !== null;
    if (!row.submitted_at && running && clock() >= readingEnd) return submitRow(row, readingEnd);
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

  /** The learner's unfinished form, after settling any whose reading time is up. */
  async function openForm(userId: string): Promise<repo.MockRow | undefined> {
    for (const row of await repo.unsubmittedMocks(db, userId)) {
      const settled = await settle(row);
      if (!settled.submitted_at) return settled;
    }
    return undefined;
  }

  async function create(user: User, kind: MockKind): Promise<MockTestDetail> {
    const open = await openForm(user.id);
    if (open) throw inProgress(open.id);
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
    // Until listening starts, the ends are those of a start at creation (never shown as such).
    const ends = sectionEnds(kind, start);
    const row: repo.MockRow = {
      id: randomUUID(),
      user_id: user.id,
      kind,
      created_at: time.toDb(start),
      listening_started_at: null,
      listening_ends_at: ends.listening,
      reading_ends_at: ends.reading,
      submitted_at: null,
      result: null,
    };
    const questionIds = ordered.map((q) => q.row.id);
    await db.transaction().execute(async (trx) => {
      // Parallel starts of one learner take turns, so only one of them finds no open form.
      await lockLearnerMocks(trx, user.id);
      const other = await repo.unsubmittedMocks(trx, user.id);
      if (other[0]) throw inProgress(other[0].id);
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
    if (row.listening_started_at === null) throw notStarted();
    const listeningEnd = new Date(row.listening_ends_at);
    if (mockSectionOf(item.part) === 'listening') {
      if (now >= listeningEnd) throw sectionClosed();
    } else {
      // Reading has its own time only: no reading answer while listening runs.
      if (now < listeningEnd) throw listeningOpen();
      if (now >= new Date(row.reading_ends_at)) throw sectionClosed();
    }
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
    const { result } = await submitRow(row, clock());
    // Written with submitted_at, in the same statement.
    if (result === null) throw new Error(`mock test ${id} was submitted without a result`);
    return json.fromDb(result);
  }

  /**
   * Starts a section. Listening: the clock starts now (again: nothing changes). Reading: the
   * listening section ends for good now (if it was still running, reading gets its full time
   * from now; a test never started skips listening). Both return the test as it then stands.
   */
  async function startSection(
    user: User,
    id: string,
    section: MockSection,
  ): Promise<MockTestDetail> {
    const row = await settle(await findOwn(user, id));
    if (row.submitted_at) throw alreadySubmitted();
    const now = clock();
    const blueprint = MOCK_BLUEPRINT[row.kind];
    if (section === 'listening' && row.listening_started_at === null) {
      const ends = sectionEnds(row.kind, now);
      await repo.startListening(db, row.id, time.toDb(now), ends.listening, ends.reading);
    }
    if (
      section === 'reading' &&
      (row.listening_started_at === null || now < new Date(row.listening_ends_at))
    ) {
      const readingEnds = new Date(now.getTime() + minutes(blueprint.readingMinutes));
      await repo.endListening(db, row.id, time.toDb(now), time.toDb(readingEnds));
    }
    return detail(user, (await repo.findMock(db, user.id, row.id))!);
  }

  return { create, list, get, answer, submit, startSection, statusOf };
}

export type MockService = ReturnType<typeof createMockService>;
