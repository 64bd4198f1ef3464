import type { FastifyInstance } from 'fastify';
import type { MistakeDetail, MistakeList, MistakeSummary } from '@toeic-ace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionHolding } from '../../test/questions';
import { bearer, registerUser } from '../../test/users';
import { buildTestApp } from '../../test/app';
import { localQuestion, localSession, migrationCalls } from './migration.fixtures';

/**
 * Migrated sets feed the mistakes notebook as live completions do: every answer of a finished
 * set becomes an attempt, every miss an entry, due from the time the miss was made (the set's
 * start plus the seconds spent up to it), in the transaction that stores the set and its claim,
 * so a second import changes nothing. Misses the learner marked mastered in the browser stay
 * out. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let app: FastifyInstance;
const NOW = new Date('2026-11-24T12:00:00.000Z');
beforeAll(async () => {
  app = await buildTestApp({ app: { clock: () => NOW } });
});
afterAll(() => app.close());

type Account = Awaited<ReturnType<typeof registerUser>>;

async function learner() {
  const account = await registerUser(app);
  return { account, calls: migrationCalls(app, account.tokens.accessToken) };
}

const read = async <T>(account: Account, url: string) => {
  const res = await app.inject({ url, headers: bearer(account.tokens.accessToken) });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json<{ data: T }>().data;
};
const notebook = (account: Account) => read<MistakeList>(account, '/api/mistakes');
const summary = (account: Account) => read<MistakeSummary>(account, '/api/mistakes/summary');

/** Everything of the learner's in the two tables, in a fixed order. */
async function stored(userId: string) {
  const attempts = await app.db
    .selectFrom('question_attempts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('answered_at')
    .orderBy('question_id')
    .execute();
  const mistakes = await app.db
    .selectFrom('mistakes')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('question_id')
    .execute();
  return { attempts, mistakes };
}

// The fixture's set: started 09:00:00, 10 + 12 + 8 + 20 s on its four questions, the fourth
// missed (answer 0, key 3).
const START = '2026-11-20T09:00:00.000Z';
const at = (iso: string, seconds: number) =>
  new Date(Date.parse(iso) + seconds * 1000).toISOString();

describe('a migrated finished set in the mistakes notebook', () => {
  it('keeps every answer as an attempt and enters the miss, due from when it was made', async () => {
    const { account, calls } = await learner();
    const res = await calls.upload({ practiceData: { sessions: [localSession('local-1')] } });
    expect(res.json().data.migrated.sessions).toBe(1);

    const list = await notebook(account);
    expect(list.total).toBe(1);
    const [item] = list.items;
    expect(item).toMatchObject({
      part: 5,
      type: 'reading',
      due: at(START, 50),
      isDue: true,
      lapses: 1,
      successes: 0,
      lastAnswer: 0,
      lastAnsweredAt: at(START, 50),
      firstMissedAt: at(START, 50),
    });
    expect(item!.question.question).toBe(localQuestion(4, 3).question);
    expect(item!.question.correctAnswer).toBe(3);
    expect(await summary(account)).toEqual({
      due: 1,
      total: 1,
      byPart: [{ part: 5, due: 1, total: 1 }],
    });

    // The history: the miss, from the migrated session, at its own time.
    const session = (await calls.sessions()).json().data.sessions[0];
    const detail = await read<MistakeDetail>(account, `/api/mistakes/${item!.questionId}`);
    expect(detail.attempts).toEqual([
      {
        answeredAt: at(START, 50),
        answer: 0,
        correct: false,
        source: 'practice',
        sourceId: session.id,
        review: false,
      },
    ]);
    // Every answer is an attempt, right ones too, at the set's start plus the seconds spent.
    const { attempts } = await stored(account.user.id);
    expect(attempts.map((a) => [a.answered_at, a.correct, a.source_id])).toEqual([
      [at(START, 10), 1, session.id],
      [at(START, 22), 1, session.id],
      [at(START, 30), 1, session.id],
      [at(START, 50), 0, session.id],
    ]);
  });

  it('changes nothing on a second import of the same sets', async () => {
    const { account, calls } = await learner();
    const upload = {
      practiceData: {
        sessions: [
          localSession('a'),
          localSession('b', { startTime: '2026-11-21T09:00:00.000Z', userAnswers: [1, 1, 2, 0] }),
        ],
      },
    };
    expect((await calls.upload(upload)).json().data.migrated.sessions).toBe(2);
    const before = await stored(account.user.id);
    expect(before.attempts).toHaveLength(8);
    expect(before.mistakes.map((m) => m.lapses).sort()).toEqual([1, 2]);

    const again = (await calls.upload(upload)).json().data;
    expect(again.migrated.sessions).toBe(0);
    expect(again.skipped.sessions).toBe(2);
    expect(await stored(account.user.id)).toEqual(before);
  });

  it('leaves an unfinished set out of the history and the notebook', async () => {
    const { account, calls } = await learner();
    await calls.upload({
      practiceData: {
        sessions: [
          localSession('open', { completed: false, endTime: null, userAnswers: [3, 3, null, 0] }),
        ],
      },
    });
    expect((await calls.sessions()).json().data.total).toBe(1);
    expect(await stored(account.user.id)).toEqual({ attempts: [], mistakes: [] });
    expect((await summary(account)).total).toBe(0);
  });

  it('schedules by the misses’ own times whatever order the sets arrive in', async () => {
    const { account, calls } = await learner();
    const older = localSession('older', { startTime: '2026-11-02T08:00:00.000Z' });
    const newer = localSession('newer', { startTime: '2026-11-15T08:00:00.000Z' });
    await calls.upload({ practiceData: { sessions: [newer, older] } });
    const [item] = (await notebook(account)).items;
    expect(item).toMatchObject({
      lapses: 2,
      due: at('2026-11-15T08:00:00.000Z', 50),
      firstMissedAt: at('2026-11-02T08:00:00.000Z', 50),
      lastAnsweredAt: at('2026-11-15T08:00:00.000Z', 50),
    });
    const { mistakes } = await stored(account.user.id);
    expect(mistakes[0]!.last_review).toBe(at('2026-11-15T08:00:00.000Z', 50));

    // The same two sets in time order give the same entry.
    const other = await learner();
    await other.calls.upload({ practiceData: { sessions: [older, newer] } });
    const [same] = (await notebook(other.account)).items;
    expect(same).toMatchObject({
      lapses: 2,
      due: item!.due,
      firstMissedAt: item!.firstMissedAt,
    });
  });

  it('never dates an answer after the set’s end or after now', async () => {
    const { account, calls } = await learner();
    await calls.upload({
      practiceData: {
        sessions: [
          // 50 s of answers in a set that ended 30 s after its start.
          localSession('short', { startTime: START, endTime: at(START, 30) }),
          // A browser clock a day ahead: its answers are dated now at the latest.
          localSession('ahead', {
            startTime: '2026-11-25T12:00:00.000Z',
            endTime: '2026-11-25T12:02:00.000Z',
            questions: [localQuestion(5, 1)],
            userAnswers: [0],
            answerTimes: [5],
          }),
        ],
      },
    });
    const { attempts } = await stored(account.user.id);
    expect(attempts.map((a) => a.answered_at)).toEqual([
      at(START, 10),
      at(START, 22),
      at(START, 30),
      at(START, 30),
      NOW.toISOString(),
    ]);
    const list = await notebook(account);
    expect(list.items.map((i) => i.due)).toEqual([NOW.toISOString(), at(START, 30)]);
  });

  it('keeps a miss marked mastered in the browser as an attempt, out of the notebook', async () => {
    const { account, calls } = await learner();
    const res = await calls.upload({
      practiceData: {
        sessions: [
          localSession('m', {
            userAnswers: [1, 1, 2, 0],
            // The first miss (demo-p5-01) is mastered; a right answer's id changes nothing.
            masteredQuestionIds: ['demo-p5-01', 'demo-p5-02'],
          }),
        ],
      },
    });
    expect(res.json().data.migrated.sessions).toBe(1);
    const { attempts, mistakes } = await stored(account.user.id);
    expect(attempts.filter((a) => a.correct === 0)).toHaveLength(2);
    expect(mistakes).toHaveLength(1);
    const list = await notebook(account);
    expect(list.items.map((i) => i.question.question)).toEqual([localQuestion(4).question]);
  });

  it('keeps a live miss newer than a migrated one in charge of the schedule', async () => {
    const { account, calls } = await learner();
    await calls.upload({ practiceData: { sessions: [localSession('first')] } });
    const [migrated] = (await notebook(account)).items;
    // Missed again live, after the migrated miss.
    const live = await sessionHolding(app, account, [migrated!.questionId]);
    const done = await app.inject({
      method: 'POST',
      url: `/api/practice/sessions/${live.id}/complete`,
      headers: bearer(account.tokens.accessToken),
      payload: { userAnswers: [{ questionId: migrated!.questionId, answer: 1 }], timeSpent: 20 },
    });
    expect(done.statusCode).toBe(200);
    const [item] = (await notebook(account)).items;
    expect(item).toMatchObject({ lapses: 2, due: NOW.toISOString(), firstMissedAt: at(START, 50) });

    // A set from before both, migrated later, counts a lapse and moves nothing else.
    await calls.upload({
      practiceData: {
        sessions: [localSession('earliest', { startTime: '2026-11-01T07:00:00.000Z' })],
      },
    });
    const [after] = (await notebook(account)).items;
    expect(after).toMatchObject({
      lapses: 3,
      due: NOW.toISOString(),
      firstMissedAt: at('2026-11-01T07:00:00.000Z', 50),
      lastAnswer: 1,
    });
  });

  it('brings migrated misses into a mistakes session', async () => {
    const { account, calls } = await learner();
    await calls.upload({
      practiceData: { sessions: [localSession('s', { userAnswers: [1, 1, 2, 0] })] },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/practice/sessions',
      headers: bearer(account.tokens.accessToken),
      payload: { sessionType: 'mistakes', totalQuestions: 5 },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    const held = await read<{ questions: { question: string }[] }>(
      account,
      `/api/practice/sessions/${res.json().data.id}`,
    );
    // Oldest due first: question 1 (missed at 10 s), then question 4 (at 50 s).
    expect(held.questions.map((q) => q.question)).toEqual([
      localQuestion(1).question,
      localQuestion(4).question,
    ]);
  });
});
