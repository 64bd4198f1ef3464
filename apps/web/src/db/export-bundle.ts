import type { Question } from '@toeic-ace/contract';
import type { LocalDb } from './database';
import { openLocalDb } from './open';
import type { ChatSessionRecord } from './tables/chat';
import type { PracticeSessionRow } from './tables/practice';
import type { WrongQuestionRecord } from './tables/review';
import type { VocabularyWordRecord } from './tables/vocabulary';

/** Everything this browser keeps, as one JSON file: every local table, per user, with its schema version. */
export interface LocalExportBundle {
  questions: Question[];
  sessions: PracticeSessionRow[];
  chatSessions: ChatSessionRecord[];
  wrongQuestions: WrongQuestionRecord[];
  vocabularyWords: VocabularyWordRecord[];
  preferences: unknown;
  exportDate: string;
}

/** Reads every table in one transaction, so the bundle is one consistent moment. */
export async function buildExportBundle(
  preferences: unknown,
  now: Date = new Date(),
  store?: LocalDb,
): Promise<LocalExportBundle> {
  const db = store ?? (await openLocalDb());
  const tables = [
    db.questions,
    db.practiceSessions,
    db.chatSessions,
    db.wrongQuestions,
    db.vocabularyWords,
  ];
  return db.transaction('r', tables, async () => ({
    questions: await db.questions.toArray(),
    sessions: await db.practiceSessions.toArray(),
    chatSessions: await db.chatSessions.toArray(),
    wrongQuestions: await db.wrongQuestions.toArray(),
    vocabularyWords: await db.vocabularyWords.toArray(),
    preferences,
    exportDate: now.toISOString(),
  }));
}

/** The bundle's file name: toeic-ace-local-data-YYYY-MM-DD.json. */
export const exportFileName = (now: Date) =>
  `toeic-ace-local-data-${now.toISOString().slice(0, 10)}.json`;
