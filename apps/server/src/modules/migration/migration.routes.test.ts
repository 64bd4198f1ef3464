import type { FastifyInstance } from 'fastify';
import { CHAT_LIMITS, MIGRATION } from '@toeic-ace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPoolItems } from '../questions';
import { buildTestApp } from '../../test/app';
import { registerUser } from '../../test/users';
import {
  localChatSession,
  localMessage,
  localQuestion,
  localSession,
  localWord,
  migrationCalls,
} from './migration.fixtures';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ app: { clock: () => new Date('2026-11-24T12:00:00.000Z') } });
});
afterAll(() => app.close());

async function learner() {
  const account = await registerUser(app);
  return { account, calls: migrationCalls(app, account.tokens.accessToken) };
}

/** A month of local use in miniature: a finished and an unfinished set, words, a chat. */
const bundle = () => ({
  practiceData: {
    sessions: [
      localSession('local-1'),
      localSession('local-2', {
        completed: false,
        endTime: null,
        userAnswers: [1, null, null, null],
        score: null,
      }),
    ],
    userPreferences: { theme: 'dark', language: 'zh' },
  },
  vocabularyData: {
    words: [
      localWord('w1', 'deadline'),
      localWord('w2', 'Merger', {
        mastered: true,
        reviewData: {
          reviewCount: 4,
          easeIndex: 2.8,
          intervalDays: 6,
          nextReviewDate: '2026-11-30T00:00:00.000Z',
          lastReviewDate: '2026-11-24T00:00:00.000Z',
        },
      }),
      localWord('w3', 'invoice'),
    ],
  },
  chatData: {
    sessions: [localChatSession('c1')],
    messages: [localMessage('m1', 'c1', 0), localMessage('m2', 'c1', 1)],
  },
});

describe('GET /api/migration/status', () => {
  it('needs login', async () => {
    const res = await app.inject({ url: '/api/migration/status' });
    expect(res.statusCode).toBe(401);
  });

  it('recommends migrating into an empty account', async () => {
    const { calls } = await learner();
    const res = await calls.status();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      migrationRecommended: true,
      currentCounts: { sessions: 0, words: 0, messages: 0 },
    });
  });
});

describe('POST /api/migration/import', () => {
  it('needs login', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/migration/import', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('imports everything once; a second run imports nothing and skips the rest', async () => {
    const { calls } = await learner();
    const first = await calls.upload(bundle());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      migrated: { sessions: 2, words: 3, messages: 2, chatSessions: 1 },
      skipped: { sessions: 0, words: 0, messages: 0, chatSessions: 0 },
      errors: [],
      errorCount: 0,
      droppedLinks: [],
      droppedLinkCount: 0,
    });

    const second = await calls.upload(bundle());
    expect(second.json().data).toMatchObject({
      migrated: { sessions: 0, words: 0, messages: 0, chatSessions: 0 },
      skipped: { sessions: 2, words: 3, messages: 2, chatSessions: 1 },
      errorCount: 0,
    });

    expect((await calls.status()).json().data).toEqual({
      migrationRecommended: false,
      currentCounts: { sessions: 2, words: 3, messages: 2 },
    });
    expect((await calls.sessions()).json().data.total).toBe(2);
    expect((await calls.words()).json().data.words).toHaveLength(3);
    const chats = (await calls.chats()).json().data.sessions;
    expect(chats).toHaveLength(1);
    expect(chats[0]).toMatchObject({ contextType: 'question', contextId: 'demo-p5-01' });
    const chat = (await calls.chat(chats[0].id)).json().data;
    expect(
      chat.messages.map((m: { role: string; content: string }) => [m.role, m.content]),
    ).toEqual([
      ['user', 'Message 0'],
      ['assistant', 'Message 1'],
    ]);
  });

  it('makes ordinary sessions scored from the keys, counted by stats and the estimate', async () => {
    const { calls } = await learner();
    await calls.upload(bundle());
    const list = (await calls.sessions()).json().data.sessions;
    const finished = list.find((s: { completed: boolean }) => s.completed);
    const open = list.find((s: { completed: boolean }) => !s.completed);
    // The record claimed 100; three of the four answers match the keys.
    expect(finished).toMatchObject({
      score: 75,
      correctAnswers: 3,
      totalQuestions: 4,
      timeSpent: 120,
    });
    expect(finished.completedAt).toBe('2026-11-20T09:02:00.000Z');
    expect(open).toMatchObject({ completed: false, answeredCount: 1, totalQuestions: 4 });

    const detail = (await calls.session(finished.id)).json().data;
    expect(detail.questions.map((q: { question: string }) => q.question)).toEqual(
      [1, 2, 3, 4].map((n) => localQuestion(n).question),
    );

    const before = (await calls.stats()).json().data;
    expect(before).toMatchObject({ totalSessions: 2, completedSessions: 1, averageScore: 75 });
    expect(before.estimate.recentSessions).toBe(1);

    // The estimate needs SCORE_ESTIMATE.minSessions finished sets: two more local ones.
    await calls.upload({
      practiceData: { sessions: [localSession('local-3'), localSession('local-4')] },
    });
    const after = (await calls.stats()).json().data;
    expect(after).toMatchObject({ totalSessions: 4, completedSessions: 3, averageScore: 75 });
    expect(after.estimate.recentSessions).toBe(3);
    expect(after.estimate.estimatedScore).toBeGreaterThan(0);
  });

  it('keeps the review data of migrated words', async () => {
    const { calls } = await learner();
    await calls.upload(bundle());
    const words = (await calls.words()).json().data.words;
    const merger = words.find((w: { word: string }) => w.word === 'Merger');
    expect(merger).toMatchObject({
      mastered: true,
      reviewCount: 4,
      easeIndex: 2.8,
      intervalDays: 6,
      nextReviewDate: '2026-11-30T00:00:00.000Z',
    });
  });

  it('keeps the tutor’s caps: conversations per learner, messages per conversation', async () => {
    const { calls } = await learner();
    const { sessionsPerLearner, messagesPerSession } = CHAT_LIMITS;
    const full = await calls.upload({
      chatData: {
        sessions: Array.from({ length: sessionsPerLearner }, (_, i) => localChatSession(`c-${i}`)),
        messages: Array.from({ length: messagesPerSession + 1 }, (_, i) =>
          localMessage(`m-${i}`, 'c-0', i),
        ),
      },
    });
    expect(full.json().data).toMatchObject({
      migrated: { chatSessions: sessionsPerLearner, messages: messagesPerSession },
      errorCount: 1,
      errors: [{ kind: 'message', index: messagesPerSession, code: 'chatSessionFull' }],
    });
    const more = await calls.upload({
      chatData: {
        sessions: [localChatSession('one-more')],
        messages: [localMessage('m-more', 'one-more', 0)],
      },
    });
    expect(more.json().data).toMatchObject({
      migrated: { chatSessions: 0, messages: 0 },
      errors: [
        { kind: 'chatSession', index: 0, code: 'chatSessionLimit' },
        { kind: 'message', index: 0, code: 'noChatSession' },
      ],
    });
    // Nothing past the caps was claimed: once there is room, a later run brings it.
    const again = await calls.upload({
      chatData: { sessions: [], messages: [localMessage(`m-${messagesPerSession}`, 'c-0', 0)] },
    });
    expect(again.json().data.errors[0].code).toBe('chatSessionFull');
  }, 60_000);

  it('reads words as the browser stores them: flags as 1 / 0', async () => {
    const { calls } = await learner();
    const res = await calls.upload({
      vocabularyData: {
        words: [
          localWord('w1', 'ledger', { mastered: 1, commonality: 1 }),
          localWord('w2', 'invoice', { mastered: 0, commonality: 0 }),
          localWord('w3', 'quota', { mastered: 0, commonality: null }),
        ],
      },
    });
    expect(res.json().data).toMatchObject({ migrated: { words: 3 }, errorCount: 0 });
    const words = (await calls.words()).json().data.words as {
      word: string;
      mastered: boolean;
      commonality: string | null;
    }[];
    expect(Object.fromEntries(words.map((w) => [w.word, [w.mastered, w.commonality]]))).toEqual({
      ledger: [true, 'common'],
      invoice: [false, null],
      quota: [false, null],
    });
  });

  it('reports bad records by kind and index and imports the others', async () => {
    const { calls } = await learner();
    const res = await calls.upload({
      practiceData: {
        sessions: [
          localSession('ok-1'),
          localSession('no-questions', { questions: [] }),
          'not a session',
          localSession('ok-2'),
        ],
      },
      vocabularyData: {
        words: [localWord('w1', 'agenda'), { id: 'w2' }, localWord('w3', 'quota')],
      },
      chatData: {
        sessions: [localChatSession('c1', null), { questionId: 'x' }],
        messages: [
          localMessage('m1', 'c1', 0),
          localMessage('m2', 'nowhere', 1),
          { ...localMessage('m3', 'c1', 2), role: 'system' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.migrated).toEqual({ sessions: 2, words: 2, messages: 1, chatSessions: 1 });
    expect(
      data.errors.map((e: { kind: string; index: number; id?: string }) => [e.kind, e.index, e.id]),
    ).toEqual([
      ['session', 1, 'no-questions'],
      ['session', 2, undefined],
      ['word', 1, 'w2'],
      ['chatSession', 1, undefined],
      ['message', 1, 'm2'],
      ['message', 2, 'm3'],
    ]);
    expect(data.errorCount).toBe(6);
    expect(data.errors[0].message).toMatch(/^questions: /);
    expect(data.errors.map((e: { code: string }) => e.code)).toEqual([
      'invalid',
      'invalid',
      'invalid',
      'invalid',
      'noChatSession',
      'invalid',
    ]);
  });

  it('refuses only what cannot be read at all', async () => {
    const { calls } = await learner();
    expect((await calls.upload({ practiceData: { sessions: 'many' } })).statusCode).toBe(400);
    const empty = await calls.upload({});
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data.migrated).toEqual({
      sessions: 0,
      words: 0,
      messages: 0,
      chatSessions: 0,
    });
  });

  it('keeps everything with the caller, whatever ids and user ids the records carry', async () => {
    const victim = await learner();
    const attacker = await learner();
    await victim.calls.upload(bundle());
    const victimSession = (await victim.calls.sessions()).json().data.sessions[0];
    const victimId = victim.account.user.id;

    const forged = bundle();
    forged.practiceData.sessions = [
      localSession('local-1', { userId: victimId, serverSessionId: victimSession.id }),
    ];
    Object.assign(forged, { userId: victimId });
    Object.assign(forged.vocabularyData.words[0]!, { userId: victimId, user_id: victimId });
    const res = await attacker.calls.upload(forged);
    expect(res.statusCode, res.body).toBe(200);
    // Same local ids as the victim's: still new for this account.
    expect(res.json().data.migrated).toEqual({
      sessions: 1,
      words: 3,
      messages: 2,
      chatSessions: 1,
    });

    expect((await victim.calls.status()).json().data.currentCounts).toEqual({
      sessions: 2,
      words: 3,
      messages: 2,
    });
    expect((await attacker.calls.status()).json().data.currentCounts).toEqual({
      sessions: 1,
      words: 3,
      messages: 2,
    });
    expect((await attacker.calls.session(victimSession.id)).statusCode).toBe(404);
    const attackerSession = (await attacker.calls.sessions()).json().data.sessions[0];
    expect(attackerSession.id).not.toBe(victimSession.id);
    expect((await victim.calls.session(victimSession.id)).statusCode).toBe(200);
  });

  it('reports ids no database could store, on both databases, and keeps the others', async () => {
    const { calls } = await learner();
    const res = await calls.upload({
      practiceData: {
        sessions: [
          localSession('bad\u0000id'),
          localSession('ok', { serverSessionId: 'x\u0000y' }),
        ],
      },
      chatData: {
        sessions: [localChatSession('c1', 'q\u0000'), localChatSession('c2')],
        messages: [],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.migrated).toMatchObject({ sessions: 1, chatSessions: 1 });
    expect(data.errors.map((e: { kind: string; index: number }) => [e.kind, e.index])).toEqual([
      ['session', 0],
      ['chatSession', 0],
    ]);
  });

  it('skips a local set the server held all along', async () => {
    const { calls } = await learner();
    await calls.upload({ practiceData: { sessions: [localSession('a')] } });
    const serverId = (await calls.sessions()).json().data.sessions[0].id;
    const res = await calls.upload({
      practiceData: { sessions: [localSession('b', { serverSessionId: serverId })] },
    });
    expect(res.json().data.skipped.sessions).toBe(1);
    expect((await calls.sessions()).json().data.total).toBe(1);
  });

  it('scores a question of the shared pool by the server key, not the uploaded one', async () => {
    const { calls } = await learner();
    // A bank item this browser was served online and kept, its key altered locally.
    const row = await app.db
      .selectFrom('questions')
      .selectAll()
      .where('source', '=', 'bank')
      .where('part', '=', 5)
      .executeTakeFirstOrThrow();
    const body = JSON.parse(row.body) as { question: string; options: string[] };
    const wrongKey = (row.correct_answer + 1) % 4;
    const served = {
      ...localQuestion(1),
      id: row.id,
      question: body.question,
      options: body.options,
      correctAnswer: wrongKey,
    };
    const res = await calls.upload({
      practiceData: {
        sessions: [
          localSession('s', { questions: [served], userAnswers: [wrongKey], answerTimes: [5] }),
        ],
      },
    });
    expect(res.json().data.migrated.sessions).toBe(1);
    const session = (await calls.sessions()).json().data.sessions[0];
    expect(session).toMatchObject({ score: 0, correctAnswers: 0 });
    const detail = (await calls.session(session.id)).json().data;
    expect(detail.questions[0]).toMatchObject({ id: row.id, correctAnswer: row.correct_answer });
  });

  it('finds a bank question with a graphic in the pool, the graphic kept', async () => {
    const { calls } = await learner();
    // A Part 3 question this browser was served with its floor plan, exactly as served.
    const row = await app.db
      .selectFrom('questions')
      .selectAll()
      .where('id', '=', 'bank-p3-l3-47')
      .executeTakeFirstOrThrow();
    const body = JSON.parse(row.body) as {
      question: string;
      options: string[];
      transcript: string;
      graphic: { kind: string };
    };
    expect(body.graphic.kind).toBe('floor-plan');
    const served = {
      ...localQuestion(1),
      id: row.id,
      type: 'listening',
      category: 'part3',
      part: 3,
      question: body.question,
      options: body.options,
      transcript: body.transcript,
      graphic: body.graphic,
      correctAnswer: row.correct_answer,
    };
    const res = await calls.upload({
      practiceData: {
        sessions: [
          localSession('g', {
            questions: [served],
            userAnswers: [row.correct_answer],
            answerTimes: [9],
          }),
        ],
      },
    });
    expect(res.json().data.migrated.sessions, res.body).toBe(1);
    const session = (await calls.sessions()).json().data.sessions[0];
    const detail = (await calls.session(session.id)).json().data;
    // The pool's own row, not a private copy: the content, graphic included, hashed the same.
    expect(detail.questions[0]).toMatchObject({ id: row.id, graphic: body.graphic });
  });

  it('never serves a migrated question to anyone', async () => {
    const { calls } = await learner();
    await calls.upload({ practiceData: { sessions: [localSession('x')] } });
    const imported = await app.db
      .selectFrom('questions')
      .select(['id', 'content_hash'])
      .where('source', '=', 'imported')
      .execute();
    expect(imported.length).toBeGreaterThanOrEqual(4);
    const other = await learner();
    const res = await app.inject({
      method: 'POST',
      url: '/api/questions/generate',
      headers: { authorization: `Bearer ${other.account.tokens.accessToken}` },
      payload: {
        questionType: 'reading',
        categories: ['part5'],
        difficulty: [2],
        questionCount: 20,
      },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const servedIds = new Set(res.json().data.questions.map((q: { id: string }) => q.id));
    expect(imported.filter((q) => servedIds.has(q.id))).toEqual([]);

    // Nor onto anyone's mock test form.
    const mock = await app.inject({
      method: 'POST',
      url: '/api/mock-tests',
      headers: { authorization: `Bearer ${other.account.tokens.accessToken}` },
      payload: { kind: 'half' },
    });
    expect(mock.statusCode, mock.body.slice(0, 300)).toBe(201);
    const formIds = new Set(mock.json().data.questions.map((q: { id: string }) => q.id));
    expect(formIds.size).toBe(100);
    expect(imported.filter((q) => formIds.has(q.id))).toEqual([]);
    const drawable = new Set((await listPoolItems(app.db, [1, 2, 3, 4, 5, 6, 7])).map((q) => q.id));
    expect(imported.filter((q) => drawable.has(q.id))).toEqual([]);
  });

  it('takes a call at every record limit at once', async () => {
    const { calls } = await learner();
    const { sessions, words, chatSessions, messages } = MIGRATION.maxPerCall;
    const payload = {
      practiceData: {
        sessions: Array.from({ length: sessions }, (_, i) =>
          localSession(`set-${i}`, {
            startTime: new Date(
              Date.parse('2026-10-01T00:00:00.000Z') + i * 3_600_000,
            ).toISOString(),
          }),
        ),
      },
      vocabularyData: {
        words: Array.from({ length: words }, (_, i) => localWord(`w-${i}`, `term${i}`)),
      },
      chatData: {
        sessions: Array.from({ length: chatSessions }, (_, i) => localChatSession(`c-${i}`)),
        messages: Array.from({ length: messages }, (_, i) =>
          localMessage(`m-${i}`, `c-${i % 10}`, i),
        ),
      },
    };
    const res = await calls.upload(payload);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().data).toMatchObject({
      migrated: { sessions, words, messages, chatSessions },
      errorCount: 0,
    });
    expect((await calls.status()).json().data.currentCounts).toEqual({
      sessions,
      words,
      messages,
    });
    const again = await calls.upload(payload);
    expect(again.json().data).toMatchObject({
      migrated: { sessions: 0, words: 0, messages: 0, chatSessions: 0 },
      skipped: { sessions, words, messages, chatSessions },
    });
  }, 120_000);

  describe('refuses a call past any of its limits with 413, naming the limit', () => {
    const tooLarge = async (payload: unknown, what: string, limit: number) => {
      const { calls } = await learner();
      const res = await calls.upload(payload);
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toMatchObject({
        code: 'MIGRATION_BATCH_TOO_LARGE',
        details: { what, limit },
      });
      expect(res.json().error.message).toContain(String(limit));
      // Nothing of a refused call is stored.
      expect((await calls.status()).json().data.migrationRecommended).toBe(true);
    };
    const { maxPerCall } = MIGRATION;

    it('bytes', async () => {
      const long = 'x'.repeat(19_000);
      const messages = Array.from({ length: Math.ceil(maxPerCall.bytes / 19_000) + 1 }, (_, i) => ({
        ...localMessage(`m-${i}`, 'c1', i),
        content: long,
      }));
      await tooLarge(
        { chatData: { sessions: [localChatSession('c1')], messages } },
        'bytes',
        maxPerCall.bytes,
      );
    });

    it('JSON values', async () => {
      // Sets of 200 short questions: many values in few bytes.
      const questions = Array.from({ length: 200 }, (_, n) => ({
        ...localQuestion(n),
        tags: Array.from({ length: 20 }, (_, t) => `t${t}`),
      }));
      const sessions = Array.from({ length: 30 }, (_, i) => localSession(`s-${i}`, { questions }));
      expect(JSON.stringify(sessions).length).toBeLessThan(maxPerCall.bytes);
      await tooLarge({ practiceData: { sessions } }, 'values', maxPerCall.values);
    });

    for (const [what, payload] of [
      [
        'sessions',
        {
          practiceData: {
            sessions: Array.from({ length: maxPerCall.sessions + 1 }, (_, i) =>
              localSession(`s-${i}`),
            ),
          },
        },
      ],
      [
        'words',
        {
          vocabularyData: {
            words: Array.from({ length: maxPerCall.words + 1 }, (_, i) =>
              localWord(`w-${i}`, `t${i}`),
            ),
          },
        },
      ],
      [
        'chatSessions',
        {
          chatData: {
            sessions: Array.from({ length: maxPerCall.chatSessions + 1 }, (_, i) =>
              localChatSession(`c-${i}`),
            ),
            messages: [],
          },
        },
      ],
      [
        'messages',
        {
          chatData: {
            sessions: [],
            messages: Array.from({ length: maxPerCall.messages + 1 }, (_, i) =>
              localMessage(`m-${i}`, 'c', i),
            ),
          },
        },
      ],
    ] as const) {
      it(what, () => tooLarge(payload, what, maxPerCall[what]));
    }
  });
});
