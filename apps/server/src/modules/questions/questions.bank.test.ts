import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  TOEIC_PARTS,
  questionSchema,
  type Language,
  type Question,
} from '@toeic-ace/contract';
import { buildTestApp } from '../../test/app';
import { createSession } from '../../test/questions';
import { registerUser } from '../../test/users';
import { readBank } from './bank';
import { seedBank } from './bank-seed';
import { recordViews } from './questions.repository';
import { generateBody, parseEvents, postGenerate } from './testing';

/** With no AI provider configured, every request is served from the built-in bank. */
const BANK = readBank().bank;
const bankById = new Map(BANK.map((q) => [q.id, q]));

function expectContiguousGroups(questions: Question[]) {
  const seen = new Set<string>();
  questions.forEach((q, i) => {
    if (!q.groupId) return;
    if (seen.has(q.groupId)) {
      // A group member follows another member of its group, in bank order.
      expect(questions[i - 1]?.groupId).toBe(q.groupId);
      expect((questions[i - 1]?.id ?? '') < q.id).toBe(true);
    }
    seen.add(q.groupId);
  });
}

async function newUser(app: FastifyInstance) {
  return (await registerUser(app)).tokens.accessToken;
}

describe('POST /api/questions/generate without an AI provider', () => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    app = await buildTestApp();
    token = await newUser(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('seeds the whole bank into the pool at start, once', async () => {
    const count = async () =>
      Number(
        (
          await app.db
            .selectFrom('questions')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(BANK.length);
    expect((await seedBank(app.db, new Date())).added).toBe(0);
    expect(await count()).toBe(BANK.length);
  });

  for (const { part, key, type } of TOEIC_PARTS) {
    for (const level of [1, 3, 5]) {
      const language: Language = LANGUAGES[(part + level) % 3] ?? 'zh';
      it(`serves Part ${part} level ${level} bank questions in ${language}`, async () => {
        const res = await postGenerate(
          app,
          await newUser(app),
          generateBody({ questionType: type, categories: [key], difficulty: [level], language }),
        );
        expect(res.statusCode).toBe(200);
        const { questions, source } = res.json().data as { questions: Question[]; source: string };
        expect(source).toBe('bank');
        const available = BANK.filter((q) => q.part === part && q.difficulty === level).length;
        // Five asked; a level holding fewer is completed from the nearest level.
        expect(questions).toHaveLength(5);
        questions.forEach((q, i) => {
          expect(questionSchema.safeParse(q).success).toBe(true);
          expect(q).toMatchObject({ type, part, category: key, questionOrder: i });
          if (i < available) expect(q.difficulty).toBe(level);
          else expect(Math.abs(q.difficulty - level)).toBe(1);
          const original = bankById.get(q.id);
          expect(original?.correctAnswer).toBe(q.correctAnswer);
          expect(q.explanation).toBe(original?.explanation[language]);
        });
        expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
        expectContiguousGroups(questions);
      });
    }
  }

  it('defaults the explanation language to zh', async () => {
    const { language: _omit, ...body } = generateBody();
    const res = await postGenerate(app, token, body);
    const [first] = res.json().data.questions as Question[];
    expect(first?.explanation).toBe(bankById.get(first?.id ?? '')?.explanation.zh);
  });

  it('never repeats a question for one user while unseen ones remain, then reuses the oldest', async () => {
    const user = await newUser(app);
    const body = generateBody({
      categories: ['part7'],
      difficulty: [1, 2, 3, 4, 5],
      questionCount: 20,
    });
    const available = BANK.filter((q) => q.part === 7).length;
    // As many full sets as the bank holds unseen questions for, then one that runs out.
    const rounds = Math.floor(available / 20);
    const ids: string[][] = [];
    for (let i = 0; i < rounds; i++) {
      const res = await postGenerate(app, user, body);
      const questions = res.json().data.questions as Question[];
      expect(questions).toHaveLength(20);
      expectContiguousGroups(questions);
      ids.push(questions.map((q) => q.id));
    }
    const [first = [], ...later] = ids;
    expect(new Set(ids.flat()).size).toBe(20 * rounds);

    const third = (await postGenerate(app, user, body)).json().data.questions as Question[];
    expect(third).toHaveLength(20);
    const unseen = third.filter((q) => !ids.flat().includes(q.id));
    expect(unseen).toHaveLength(available - 20 * rounds);
    // The rest are the ones seen longest ago: from the first set, none from a later one.
    expect(third.filter((q) => later.flat().includes(q.id))).toHaveLength(0);
    expect(third.filter((q) => first.includes(q.id))).toHaveLength(20 - unseen.length);
    expectContiguousGroups(third);
  });

  it('serves a group partly seen as one block: its new member beside the seen ones it brings back', async () => {
    const { user: account, tokens } = await registerUser(app);
    const user = tokens.accessToken;
    const userId = account.id;
    // Every Part 7 question seen except the last member of one group; that group's other members
    // are the ones seen longest ago, so a set of five takes the new member and then them.
    const part7 = BANK.filter((q) => q.part === 7);
    const group = part7.filter((q) => q.groupId === part7.find((g) => g.groupId)?.groupId);
    const [newest, ...older] = [...group].sort((a, b) => (a.id < b.id ? 1 : -1));
    const oldIds = older.map((q) => q.id);
    await recordViews(app.db, userId, oldIds, '2026-01-01T00:00:00.000Z');
    await recordViews(
      app.db,
      userId,
      part7.filter((q) => q.id !== newest?.id && !oldIds.includes(q.id)).map((q) => q.id),
      '2026-02-01T00:00:00.000Z',
    );
    const body = generateBody({
      categories: ['part7'],
      difficulty: [1, 2, 3, 4, 5],
      questionCount: 5,
    });
    const questions = (await postGenerate(app, user, body)).json().data.questions as Question[];
    expect(questions.slice(0, group.length).map((q) => q.id)).toEqual(
      group.map((q) => q.id).sort(),
    );
    expectContiguousGroups(questions);
  });

  it('keeps groups together and cuts at most the last one short', async () => {
    const user = await newUser(app);
    const res = await postGenerate(
      app,
      user,
      generateBody({
        questionType: 'listening',
        categories: ['part3', 'part4'],
        difficulty: [2],
        questionCount: 10,
      }),
    );
    const questions = res.json().data.questions as Question[];
    expect(questions).toHaveLength(10);
    expectContiguousGroups(questions);
    const sizes = new Map<string, number>();
    for (const q of questions) sizes.set(q.groupId ?? '', (sizes.get(q.groupId ?? '') ?? 0) + 1);
    expect([...sizes.values()].filter((n) => n < 3).length).toBeLessThanOrEqual(1);
    // Listening parts in test order.
    expect(questions.map((q) => q.part)).toEqual([...questions.map((q) => q.part)].sort());
  });

  it('completes a set the chosen level cannot fill with unseen questions of the nearest levels', async () => {
    const user = await newUser(app);
    // Part 1 holds fewer level-3 items than the largest set; take the smallest set size the
    // form offers that level 3 alone cannot fill.
    const atLevel3 = BANK.filter((q) => q.part === 1 && q.difficulty === 3).length;
    const count = (Math.floor(atLevel3 / 5) + 1) * 5;
    expect(count).toBeLessThanOrEqual(20);
    const body = generateBody({
      questionType: 'listening',
      categories: ['part1'],
      difficulty: [3],
      questionCount: count,
    });
    const first = (await postGenerate(app, user, body)).json().data.questions as Question[];
    expect(first).toHaveLength(count);
    expect(new Set(first.map((q) => q.id)).size).toBe(count);
    const levels = first.map((q) => q.difficulty);
    expect(levels.slice(0, atLevel3).every((level) => level === 3)).toBe(true);
    expect(levels.slice(atLevel3).every((level) => level === 2 || level === 4)).toBe(true);

    // The next set still prefers questions never seen, wherever they sit, over repeats.
    const second = (await postGenerate(app, user, body)).json().data.questions as Question[];
    expect(second).toHaveLength(count);
    expect(second.filter((q) => first.some((f) => f.id === q.id))).toHaveLength(0);
  });

  it('fills a grouped part from the nearest levels, keeping groups together', async () => {
    const res = await postGenerate(
      app,
      await newUser(app),
      generateBody({ categories: ['part6'], difficulty: [1], questionCount: 20 }),
    );
    const questions = res.json().data.questions as Question[];
    expect(questions).toHaveLength(20);
    expect(questions.filter((q) => q.difficulty === 1)).toHaveLength(
      BANK.filter((q) => q.part === 6 && q.difficulty === 1).length,
    );
    expectContiguousGroups(questions);
  });

  describe('validation and login', () => {
    const detailsPaths = (res: { json: () => { error: { details?: { path: string }[] } } }) =>
      (res.json().error.details ?? []).map((d) => d.path);

    it('names the offending field', async () => {
      const count = await postGenerate(app, token, generateBody({ questionCount: 3 }));
      expect(count.statusCode).toBe(400);
      expect(count.json().error.code).toBe('VALIDATION_ERROR');
      expect(detailsPaths(count)).toEqual(['questionCount']);

      const category = await postGenerate(app, token, generateBody({ categories: ['part2'] }));
      expect(category.statusCode).toBe(400);
      expect(detailsPaths(category)).toEqual(['categories.0']);

      const unknown = await postGenerate(app, token, generateBody({ topic: 'banking' }));
      expect(unknown.statusCode).toBe(400);
      expect(detailsPaths(unknown)).toEqual(['topic']);
    });

    it('needs a login', async () => {
      for (const url of ['/api/questions/generate', '/api/questions/generate/stream']) {
        const res = await app.inject({ method: 'POST', url, payload: generateBody() });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED' } });
      }
    });
  });

  describe('practice sessions', () => {
    /** A session of the learner's (completed at once when `completed`); its id. */
    async function sessionOf(token: string, completed = false) {
      const { id } = await createSession(app, token);
      if (completed) {
        const now = new Date().toISOString();
        await app.db
          .updateTable('practice_sessions')
          .set({ completed_at: now })
          .where('id', '=', id)
          .execute();
      }
      return id;
    }

    it('attaches the served questions to the session, in order', async () => {
      const owner = await registerUser(app);
      const sessionId = await sessionOf(owner.tokens.accessToken);
      const servedIds: string[] = [];
      for (const stream of [false, true]) {
        const res = await postGenerate(
          app,
          owner.tokens.accessToken,
          generateBody({ difficulty: [1, 2, 3, 4, 5], questionCount: 5, sessionId }),
          stream,
        );
        expect(res.statusCode).toBe(200);
        const questions = stream
          ? parseEvents(res.body).flatMap((e) => (e.event === 'question' ? [e.data] : []))
          : (res.json().data.questions as Question[]);
        servedIds.push(...questions.map((q) => q.id));
      }
      const rows = await app.db
        .selectFrom('session_questions')
        .select(['question_id', 'question_order'])
        .where('session_id', '=', sessionId)
        .orderBy('question_order')
        .execute();
      expect(rows).toHaveLength(10);
      expect(rows.map((r) => r.question_order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(rows.map((r) => r.question_id)).toEqual(servedIds);
    });

    it('never grows a session past its size under parallel generate calls', async () => {
      const owner = await registerUser(app);
      const { id: sessionId } = await createSession(app, owner.tokens.accessToken, {
        totalQuestions: 5,
      });
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          postGenerate(
            app,
            owner.tokens.accessToken,
            generateBody({ difficulty: [1, 2, 3, 4, 5], questionCount: 5, sessionId }),
            i % 2 === 1,
          ),
        ),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      const rows = await app.db
        .selectFrom('session_questions')
        .select(['question_order'])
        .where('session_id', '=', sessionId)
        .orderBy('question_order')
        .execute();
      expect(rows.map((r) => r.question_order)).toEqual([0, 1, 2, 3, 4]);
    });

    it("answers 404 for another user's session and 409 for a completed one", async () => {
      const owner = await registerUser(app);
      const other = await registerUser(app);
      const sessionId = await sessionOf(owner.tokens.accessToken);
      for (const stream of [false, true]) {
        const res = await postGenerate(
          app,
          other.tokens.accessToken,
          generateBody({ sessionId }),
          stream,
        );
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('NOT_FOUND');
      }
      const done = await sessionOf(owner.tokens.accessToken, true);
      const res = await postGenerate(
        app,
        owner.tokens.accessToken,
        generateBody({ sessionId: done }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('SESSION_COMPLETED');
    });
  });
});
