import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionSchema } from '@toeic-ace/contract';
import { buildTestApp } from '../../test/app';
import { bearer, registerUser } from '../../test/users';
import { insertPoolQuestion, sessionWith } from '../../test/questions';
import { practiceCalls } from './practice.fixtures';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const setLanguage = (token: string, language: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/auth/profile',
    headers: bearer(token),
    payload: { preferences: { language } },
  });

describe('GET /api/practice/sessions/{id}', () => {
  it('answers the questions in order with keys, explanations and the answers so far', async () => {
    const account = await registerUser(app);
    const calls = practiceCalls(app, account.tokens.accessToken);
    const talk = await insertPoolQuestion(app, {
      part: 4,
      difficulty: 4,
      correctAnswer: 2,
      groupId: 'talk-1',
      body: { transcript: 'Woman: Welcome aboard.', audioUrl: '/audio/t1.mp3', tags: ['talk'] },
    });
    const photo = await insertPoolQuestion(app, {
      part: 1,
      difficulty: 2,
      correctAnswer: 1,
      body: { scene: 'A man is reading.', imageUrl: '/img/p1.png' },
    });
    const session = await sessionWith(app, account, [talk, photo], {
      questionType: 'listening',
      categories: ['part1', 'part4'],
      difficulty: 4,
      totalQuestions: 5,
    });
    await calls.answer(session.id, { questionId: photo, answer: 3, timeSpent: 12 });

    const res = await calls.detail(session.id);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: session.id,
      type: 'listening',
      difficulty: 'advanced',
      level: 4,
      completed: false,
      isCompleted: false,
      totalQuestions: 2,
      questionsCount: 2,
      plannedQuestions: 5,
      answeredCount: 1,
      timeSpent: 12,
      totalTime: 12,
      score: null,
    });
    expect(data.questions).toHaveLength(2);
    for (const q of data.questions) expect(questionSchema.safeParse(q).success).toBe(true);
    expect(data.questions[0]).toEqual({
      id: talk,
      type: 'listening',
      category: 'part4',
      part: 4,
      question: expect.any(String),
      options: ['A option', 'B option', 'C option', 'D option'],
      correctAnswer: 2,
      explanation: '中文解析',
      difficulty: 4,
      createdAt: '2026-11-01T00:00:00.000Z',
      tags: ['talk'],
      questionOrder: 0,
      transcript: 'Woman: Welcome aboard.',
      audioUrl: '/audio/t1.mp3',
      groupId: 'talk-1',
    });
    expect(data.questions[1]).toMatchObject({
      id: photo,
      part: 1,
      questionOrder: 1,
      scene: 'A man is reading.',
      imageUrl: '/img/p1.png',
    });
    expect(data.questions[1]).not.toHaveProperty('groupId');
    expect(data.questions[1]).not.toHaveProperty('passage');
    expect(data.userAnswers).toEqual([
      { questionId: talk, answer: null, timeSpent: 0 },
      { questionId: photo, answer: 3, timeSpent: 12 },
    ]);
  });

  it("gives the explanation in the user's language, falling back zh → en → ja → any", async () => {
    const account = await registerUser(app);
    const token = account.tokens.accessToken;
    const all = await insertPoolQuestion(app);
    const enJa = await insertPoolQuestion(app, { body: { explanations: { en: 'EN', ja: 'JA' } } });
    const jaOnly = await insertPoolQuestion(app, { body: { explanations: { ja: 'JA' } } });
    const other = await insertPoolQuestion(app, { body: { explanations: { ko: 'KO' } } });
    const none = await insertPoolQuestion(app, { body: { explanations: {} } });
    const session = await sessionWith(app, account, [all, enJa, jaOnly, other, none]);
    const explanations = async () =>
      (await practiceCalls(app, token).detail(session.id))
        .json()
        .data.questions.map((q: { explanation: string }) => q.explanation);

    expect(await explanations()).toEqual(['中文解析', 'EN', 'JA', 'KO', '']);
    expect((await setLanguage(token, 'ja')).statusCode).toBe(200);
    expect(await explanations()).toEqual(['日本語の解説', 'JA', 'JA', 'KO', '']);
    await setLanguage(token, 'en');
    expect(await explanations()).toEqual(['English explanation', 'EN', 'JA', 'KO', '']);
  });

  it('counts the planned questions until the generator attaches some', async () => {
    const account = await registerUser(app);
    const session = await sessionWith(app, account, [], { totalQuestions: 20 });
    const data = (await practiceCalls(app, account.tokens.accessToken).detail(session.id)).json()
      .data;
    expect(data).toMatchObject({ totalQuestions: 20, questionsCount: 20, answeredCount: 0 });
    expect(data.questions).toEqual([]);
    expect(data.userAnswers).toEqual([]);
  });

  it("answers 404 for another user's session and for an unknown id", async () => {
    const alice = await registerUser(app);
    const bob = await registerUser(app);
    const session = await sessionWith(app, alice, [await insertPoolQuestion(app)]);
    const res = await practiceCalls(app, bob.tokens.accessToken).detail(session.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'Practice session not found' },
    });
    const unknown = await practiceCalls(app, alice.tokens.accessToken).detail('no-such-session');
    expect(unknown.statusCode).toBe(404);
  });
});
