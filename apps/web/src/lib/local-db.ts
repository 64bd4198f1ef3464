import Dexie, { type EntityTable } from 'dexie';
import type { PartKey, Question, QuestionType } from '@toeic-ace/contract';
import { StorageError, toStorageError } from './storage-error';

/**
 * The browser database of spec 001 §3 (versions 1–3). Only `questions` and `practiceSessions`
 * are used by practice today; the other tables are declared so later features slot in.
 * Booleans that are indexed are stored as 0 / 1 (IndexedDB cannot index booleans); arrays and
 * objects are stored but never indexed.
 */
export const LOCAL_DB_NAME = 'toeic-ace';

export type StoredQuestion = Question;

/** A practice session as this browser keeps it (spec 000 §3 client fields + what resuming needs). */
export interface StoredPracticeSession {
  id: string;
  /** The signed-in user who started it; null for a session started while logged out. */
  userId: string | null;
  /** The server's session id; null for an offline (demo) session. */
  serverSessionId: string | null;
  offline: boolean;
  setup: {
    questionType: QuestionType;
    category: PartKey;
    difficulty: number;
    questionCount: number;
  };
  startTime: string;
  endTime: string | null;
  updatedAt: string;
  completed: 0 | 1;
  score: number | null;
  correctCount: number;
  totalQuestions: number;
  questions: Question[];
  userAnswers: (number | null)[];
  /** Seconds spent on each question. */
  answerTimes: number[];
  currentIndex: number;
  /** Milliseconds of active time. */
  elapsedMs: number;
  /** Seconds, set at completion. */
  timeSpent: number;
  /** The generator said `done` (or gave up): no more questions will arrive. */
  generationDone: boolean;
  /** Save counter: a write with a lower one than the stored row is dropped (not indexed). */
  revision?: number;
}

export interface ChatHistoryRecord {
  id: string;
  questionId: string | null;
  timestamp: string;
  role: 'user' | 'assistant' | 'system';
  content: string;
  sessionId?: string;
}

export interface ChatSessionRecord {
  id: string;
  questionId: string | null;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

export interface WrongQuestionRecord {
  id: string;
  questionId: string;
  sessionId: string;
  lastReviewedAt: string | null;
  /** 0 = not mastered (spec 001 §3). */
  mastered: 0 | 1;
  createdAt: string;
}

export interface VocabularyWordRecord {
  id: string;
  word: string;
  sourceType: string;
  sourceId: string | null;
  addedAt: string;
  mastered: 0 | 1;
  [field: string]: unknown;
}

export interface DictionaryCacheRecord {
  word: string;
  language: string;
  cachedAt: string;
  [field: string]: unknown;
}

export type LocalDb = Dexie & {
  questions: EntityTable<StoredQuestion, 'id'>;
  practiceSessions: EntityTable<StoredPracticeSession, 'id'>;
  chatHistory: EntityTable<ChatHistoryRecord, 'id'>;
  chatSessions: EntityTable<ChatSessionRecord, 'id'>;
  wrongQuestions: EntityTable<WrongQuestionRecord, 'id'>;
  vocabularyWords: EntityTable<VocabularyWordRecord, 'id'>;
  dictionaryCache: EntityTable<DictionaryCacheRecord, 'word'>;
};

export function createLocalDb(name = LOCAL_DB_NAME): LocalDb {
  const db = new Dexie(name) as LocalDb;
  db.version(1).stores({
    questions: 'id, type, category, difficulty, createdAt',
    practiceSessions: 'id, startTime, endTime, completed, score',
  });
  db.version(2).stores({
    chatHistory: 'id, questionId, timestamp, role',
    chatSessions: 'id, questionId, createdAt, updatedAt',
    wrongQuestions: 'id, questionId, sessionId, lastReviewedAt, mastered, createdAt',
  });
  db.version(3).stores({
    practiceSessions: 'id, startTime, endTime, completed, score, userId, updatedAt',
    vocabularyWords:
      'id, word, sourceType, sourceId, addedAt, mastered, phonetic, language, reading, commonality',
    dictionaryCache: 'word, phonetic, audioUrl, language, reading, commonality, cachedAt',
  });
  return db;
}

let shared: LocalDb | null = null;

/** The app's database, opened on first use (so importing this module never touches IndexedDB). */
export function localDb(): LocalDb {
  shared ??= createLocalDb();
  return shared;
}

/** Runs a database operation; any failure comes back as a StorageError (spec 001 §8 messages). */
export async function withStorage<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof StorageError) throw error;
    throw toStorageError(operation, error);
  }
}
