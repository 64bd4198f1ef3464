import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { finishedLocalSet, localWord, setRow } from '@/test/local-rows';
import { CLEANUP_STAMP_KEY, cleanupOldData, runDailyCleanup } from './cleanup';
import { LOCAL_DB_NAME } from './name';
import { localDbMayExist } from './exists';
import { createLocalDb, type LocalDb } from './database';
import { buildExportBundle } from './export-bundle';
import { markMigrated } from './migrated';
import { clearAllTables, clearUserTables } from './user-data';
import { recordWrongQuestions } from './wrong-questions';

const freshDb = (): LocalDb =>
  createLocalDb('local-data-test', { indexedDB: new IDBFactory(), IDBKeyRange });

const NOW = new Date('2026-11-24T12:00:00.000Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString();

describe('wrong questions', () => {
  it('records every wrong answer of a finished set once, unmastered, and caches its questions', async () => {
    const db = freshDb();
    const done = finishedLocalSet('s1');
    expect(await recordWrongQuestions(done, db)).toBe(2);
    await db.wrongQuestions.update('s1:q-2', { mastered: 1 });
    await recordWrongQuestions(done, db);
    const rows = await db.wrongQuestions.orderBy('id').toArray();
    expect(rows.map((r) => [r.id, r.questionId, r.sessionId, r.mastered])).toEqual([
      ['s1:q-2', 'q-2', 's1', 1],
      ['s1:q-4', 'q-4', 's1', 0],
    ]);
    expect(await db.questions.count()).toBe(4);
    expect(await recordWrongQuestions(finishedLocalSet('open', { completed: false }), db)).toBe(0);
  });
});

describe('the local export bundle', () => {
  it('holds every table, the preferences and the export date', async () => {
    const db = freshDb();
    await db.practiceSessions.add(setRow(finishedLocalSet('s1')));
    await recordWrongQuestions(finishedLocalSet('s1'), db);
    await db.chatSessions.add({
      id: 'c1',
      questionId: null,
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    });
    await db.vocabularyWords.add(localWord('w1', 'deadline', { addedAt: NOW.toISOString() }));
    const bundle = await buildExportBundle({ theme: 'dark' }, NOW, db);
    expect(Object.keys(bundle).sort()).toEqual(
      [
        'chatSessions',
        'exportDate',
        'preferences',
        'questions',
        'sessions',
        'vocabularyWords',
        'wrongQuestions',
      ].sort(),
    );
    expect(bundle.sessions.map((s) => s.id)).toEqual(['s1']);
    expect(bundle.questions).toHaveLength(4);
    expect(bundle.wrongQuestions).toHaveLength(2);
    expect(bundle.chatSessions.map((c) => c.id)).toEqual(['c1']);
    expect(bundle.vocabularyWords.map((w) => w.word)).toEqual(['deadline']);
    expect(bundle.preferences).toEqual({ theme: 'dark' });
    expect(bundle.exportDate).toBe(NOW.toISOString());
  });
});

describe('old-data clean-up', () => {
  async function seeded() {
    const db = freshDb();
    await db.practiceSessions.bulkAdd([
      setRow(finishedLocalSet('old-migrated', { startTime: daysAgo(40) })),
      setRow(finishedLocalSet('old-unmigrated', { startTime: daysAgo(40) })),
      setRow(
        finishedLocalSet('old-server', {
          startTime: daysAgo(40),
          serverSessionId: 'srv',
          offline: false,
        }),
      ),
      setRow(
        finishedLocalSet('old-open', {
          startTime: daysAgo(40),
          completed: false,
          serverSessionId: 'srv2',
        }),
      ),
      setRow(finishedLocalSet('recent-migrated', { startTime: daysAgo(3) })),
    ]);
    await db.chatSessions.bulkAdd([
      { id: 'c-old', questionId: null, createdAt: daysAgo(50), updatedAt: daysAgo(45) },
      { id: 'c-old-kept', questionId: null, createdAt: daysAgo(50), updatedAt: daysAgo(45) },
    ]);
    await db.chatHistory.bulkAdd([
      {
        id: 'm-old',
        sessionId: 'c-old',
        questionId: null,
        role: 'user',
        content: 'a',
        timestamp: daysAgo(45),
      },
      {
        id: 'm-old-kept',
        sessionId: 'c-old-kept',
        questionId: null,
        role: 'user',
        content: 'b',
        timestamp: daysAgo(45),
      },
    ]);
    await markMigrated(db, 'session', ['old-migrated', 'recent-migrated'], daysAgo(2));
    await markMigrated(db, 'chatSession', ['c-old'], daysAgo(2));
    await markMigrated(db, 'message', ['m-old'], daysAgo(2));
    return db;
  }

  it('removes only what is older than 30 days and already on the server', async () => {
    const db = await seeded();
    expect(await cleanupOldData(NOW, 30, db)).toEqual({
      sessions: 2,
      chatSessions: 1,
      messages: 1,
    });
    expect((await db.practiceSessions.toCollection().primaryKeys()).sort()).toEqual([
      'old-open',
      'old-unmigrated',
      'recent-migrated',
    ]);
    expect(await db.chatSessions.toCollection().primaryKeys()).toEqual(['c-old-kept']);
    expect(await db.chatHistory.toCollection().primaryKeys()).toEqual(['m-old-kept']);
  });

  it('runs at start-up at most once a day', async () => {
    const db = await seeded();
    const storage = new Map<string, string>();
    const store = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    };
    expect(await runDailyCleanup(NOW, store, db)).not.toBeNull();
    expect(storage.get(CLEANUP_STAMP_KEY)).toBe(String(NOW.getTime()));
    const later = new Date(NOW.getTime() + 23 * 3_600_000);
    expect(await runDailyCleanup(later, store, db)).toBeNull();
    const nextDay = new Date(NOW.getTime() + 25 * 3_600_000);
    expect(await runDailyCleanup(nextDay, store, db)).toEqual({
      sessions: 0,
      chatSessions: 0,
      messages: 0,
    });
  });
});

describe('a first visit', () => {
  it('knows the database is not there yet only when the browser can list its databases', async () => {
    const factory = new IDBFactory();
    expect(await localDbMayExist(factory)).toBe(false);
    const db = createLocalDb(LOCAL_DB_NAME, { indexedDB: factory, IDBKeyRange });
    await db.open();
    expect(await localDbMayExist(factory)).toBe(true);
    db.close();
    // A browser that cannot list them (or fails to) may have it.
    expect(await localDbMayExist({} as IDBFactory)).toBe(true);
    expect(
      await localDbMayExist({ databases: () => Promise.reject(new Error('no')) } as IDBFactory),
    ).toBe(true);
    // One that never answers does not hold the start-up up.
    expect(
      await localDbMayExist({ databases: () => new Promise(() => {}) } as IDBFactory, 10),
    ).toBe(true);
  });

  it('has nothing for the start-up clean-up: no database is opened or created for it', async () => {
    const factory = new IDBFactory();
    const storage = new Map<string, string>();
    const store = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    };
    const result = await runDailyCleanup(NOW, store, undefined, () => localDbMayExist(factory));
    expect(result).toBeNull();
    expect(await factory.databases()).toEqual([]);
    expect(storage.get(CLEANUP_STAMP_KEY)).toBe(String(NOW.getTime()));
  });
});

describe('clearing', () => {
  it('clear-user-data keeps the shared caches; clear-all empties everything', async () => {
    const db = freshDb();
    await db.practiceSessions.add(setRow(finishedLocalSet('s1')));
    await recordWrongQuestions(finishedLocalSet('s1'), db);
    await clearUserTables(db);
    expect(await db.practiceSessions.count()).toBe(0);
    expect(await db.wrongQuestions.count()).toBe(0);
    expect(await db.questions.count()).toBe(4);
    await clearAllTables(db);
    expect(await db.questions.count()).toBe(0);
  });
});
