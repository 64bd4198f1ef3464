import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { finishedLocalSet, localWord, setRow } from '@/test/local-rows';
import { makeQuestions } from '@/test/practice';
import { createLocalDb, LOCAL_DB_NAME, type LocalDb } from './database';
import { clearUserTables } from './user-data';

/** Each test gets its own IndexedDB, as a browser profile would. */
const newIndexedDb = () => ({ indexedDB: new IDBFactory(), IDBKeyRange });

const ALL_TABLES = [
  'chatHistory',
  'chatSessions',
  'dictionaryCache',
  'pendingReviews',
  'practiceSessions',
  'questions',
  'vocabularyWords',
  'wrongQuestions',
];

/** The tables as a build of version 1 or 2 declared them, with the rows it left behind. */
async function seedOldDatabase(
  options: ReturnType<typeof newIndexedDb>,
  version: 1 | 2 | 3,
  seed: (db: Dexie) => Promise<void>,
) {
  const old = new Dexie(LOCAL_DB_NAME, options);
  old.version(1).stores({
    questions: 'id, type, category, difficulty, createdAt',
    practiceSessions: 'id, startTime, endTime, completed, score',
  });
  if (version >= 2) {
    old.version(2).stores({
      chatHistory: 'id, questionId, timestamp, role',
      chatSessions: 'id, questionId, createdAt, updatedAt',
      wrongQuestions: 'id, questionId, sessionId, lastReviewedAt, mastered, createdAt',
    });
  }
  if (version === 3) {
    old.version(3).stores({
      practiceSessions: 'id, startTime, endTime, completed, score, userId, updatedAt',
      vocabularyWords:
        'id, word, sourceType, sourceId, addedAt, mastered, phonetic, language, reading, commonality',
      dictionaryCache: 'word, phonetic, audioUrl, language, reading, commonality, cachedAt',
    });
  }
  await old.open();
  await seed(old);
  old.close();
}

const questions = makeQuestions(2, {
  type: 'listening',
  category: 'part3',
  part: 3,
  difficulty: 2,
});

/** A session as the earliest builds stored it: id, times, flag, score and questions, nothing else. */
const legacySession = (id: string, completed: unknown) => ({
  id,
  startTime: '2025-05-01T08:00:00.000Z',
  endTime: completed ? '2025-05-01T08:10:00.000Z' : null,
  completed,
  score: completed ? 50 : null,
  questions,
});

const pending = {
  id: 'r-0',
  userId: 'u-1',
  wordId: 'v-1',
  word: 'itinerary',
  rating: 'easy' as const,
  responseTime: 3,
  createdAt: '2026-06-02T10:00:00.000Z',
  attempts: 0,
};

const tableNames = (db: LocalDb) => db.tables.map((t) => t.name).sort();

describe('the local database', () => {
  it('a new browser gets version 4 with every table, all empty', async () => {
    const db = createLocalDb(LOCAL_DB_NAME, newIndexedDb());
    await db.open();
    expect(db.verno).toBe(4);
    expect(tableNames(db)).toEqual(ALL_TABLES);
    for (const table of db.tables) expect(await table.count()).toBe(0);
  });

  it('upgrading a version-1 database keeps every row and makes old sessions usable', async () => {
    const options = newIndexedDb();
    await seedOldDatabase(options, 1, async (old) => {
      await old.table('questions').bulkAdd(questions);
      await old
        .table('practiceSessions')
        .bulkAdd([legacySession('finished', true), legacySession('open', false)]);
    });

    const db = createLocalDb(LOCAL_DB_NAME, options);
    await db.open();
    expect(db.verno).toBe(4);
    expect(tableNames(db)).toEqual(ALL_TABLES);
    expect(await db.questions.toArray()).toEqual(questions);
    expect(await db.practiceSessions.count()).toBe(2);
    expect(await db.practiceSessions.get('finished')).toMatchObject({
      completed: 1,
      score: 50,
      startTime: '2025-05-01T08:00:00.000Z',
      endTime: '2025-05-01T08:10:00.000Z',
      updatedAt: '2025-05-01T08:10:00.000Z',
      questions,
      userId: null,
      offline: true,
      setup: { questionType: 'listening', category: 'part3', difficulty: 2, questionCount: 2 },
      userAnswers: [null, null],
      totalQuestions: 2,
    });
    // A boolean flag was out of the index; now the unfinished set is found by it.
    const open = await db.practiceSessions.where('completed').equals(0).toArray();
    expect(open.map((s) => s.id)).toEqual(['open']);
  });

  it('upgrading a version-2 database keeps every row of every table', async () => {
    const options = newIndexedDb();
    const message = {
      id: 'm-1',
      questionId: 'q-1',
      sessionId: 'c-1',
      timestamp: '2025-06-01T09:00:00.000Z',
      role: 'user',
      content: 'Why is (B) wrong?',
    };
    const chat = {
      id: 'c-1',
      questionId: 'q-1',
      createdAt: '2025-06-01T09:00:00.000Z',
      updatedAt: '2025-06-01T09:05:00.000Z',
    };
    const wrong = {
      id: 'w-1',
      questionId: 'q-1',
      sessionId: 'done',
      lastReviewedAt: null,
      mastered: 0,
      createdAt: '2025-06-01T09:00:00.000Z',
    };
    const current = {
      ...legacySession('done', 1),
      userId: 'u-1',
      updatedAt: '2025-06-01T10:00:00.000Z',
      offline: false,
      serverSessionId: 's-1',
    };
    await seedOldDatabase(options, 2, async (old) => {
      await old.table('questions').bulkAdd(questions);
      await old.table('practiceSessions').add(current);
      await old.table('chatHistory').add(message);
      await old.table('chatSessions').add(chat);
      await old.table('wrongQuestions').add(wrong);
    });

    const db = createLocalDb(LOCAL_DB_NAME, options);
    await db.open();
    expect(db.verno).toBe(4);
    expect(await db.questions.count()).toBe(2);
    expect(await db.chatHistory.toArray()).toEqual([message]);
    expect(await db.chatSessions.toArray()).toEqual([chat]);
    expect(await db.wrongQuestions.toArray()).toEqual([wrong]);
    // Fields a row already had are kept as they were.
    expect(await db.practiceSessions.get('done')).toMatchObject(current);
    expect(await db.practiceSessions.where('userId').equals('u-1').count()).toBe(1);
    expect(await db.vocabularyWords.count()).toBe(0);
    expect(await db.dictionaryCache.count()).toBe(0);
  });

  it('upgrading a version-3 database keeps every row and adds an empty rating queue', async () => {
    const options = newIndexedDb();
    const word = localWord('v-1', 'itinerary', {
      addedAt: '2026-06-01T09:00:00.000Z',
      context: 'Please check the itinerary.',
      notes: 'trip plan',
    });
    const session = {
      ...legacySession('v3', 0),
      userId: 'u-1',
      updatedAt: '2026-06-01T10:00:00.000Z',
    };
    await seedOldDatabase(options, 3, async (old) => {
      await old.table('questions').bulkAdd(questions);
      await old.table('practiceSessions').add(session);
      await old.table('vocabularyWords').add(word);
    });

    const db = createLocalDb(LOCAL_DB_NAME, options);
    await db.open();
    expect(db.verno).toBe(4);
    expect(tableNames(db)).toEqual(ALL_TABLES);
    expect(await db.questions.count()).toBe(2);
    expect(await db.practiceSessions.get('v3')).toEqual(session);
    expect(await db.vocabularyWords.toArray()).toEqual([word]);
    expect(await db.pendingReviews.count()).toBe(0);
    // The queue is read per user, oldest first.
    await db.pendingReviews.bulkAdd([
      { ...pending, id: 'r-2', createdAt: '2026-06-02T10:00:05.000Z' },
      { ...pending, id: 'r-1', createdAt: '2026-06-02T10:00:00.000Z' },
      { ...pending, id: 'r-3', userId: 'u-2' },
    ]);
    const mine = await db.pendingReviews.where('userId').equals('u-1').sortBy('createdAt');
    expect(mine.map((r) => r.id)).toEqual(['r-1', 'r-2']);
  });

  it("clearing a user's data empties the per-user tables and keeps the shared caches", async () => {
    const db = createLocalDb(LOCAL_DB_NAME, newIndexedDb());
    await db.questions.bulkAdd(questions);
    await db.dictionaryCache.add({
      word: 'deadline',
      phonetic: '/ˈdedlaɪn/',
      audioUrl: null,
      meanings: [],
      language: 'en',
      reading: null,
      jlpt: [],
      commonality: 1,
      cachedAt: '2025-06-01T00:00:00.000Z',
    });
    await db.practiceSessions.add(setRow(finishedLocalSet('s', { userId: 'u-1' })));
    await db.chatSessions.add({ id: 'c', questionId: null, createdAt: '', updatedAt: '' });
    await db.chatHistory.add({
      id: 'm',
      questionId: null,
      sessionId: 'c',
      timestamp: '',
      role: 'assistant',
      content: 'Hi',
    });
    await db.wrongQuestions.add({
      id: 'w',
      questionId: 'q-1',
      sessionId: 's',
      lastReviewedAt: null,
      mastered: 0,
      createdAt: '',
    });
    await db.vocabularyWords.add(localWord('v', 'deadline'));

    await db.pendingReviews.add(pending);

    await clearUserTables(db);

    const counts = Object.fromEntries(
      await Promise.all(db.tables.map(async (t) => [t.name, await t.count()] as const)),
    );
    expect(counts).toEqual({
      questions: 2,
      dictionaryCache: 1,
      practiceSessions: 0,
      chatSessions: 0,
      chatHistory: 0,
      wrongQuestions: 0,
      vocabularyWords: 0,
      pendingReviews: 0,
    });
  });
});
