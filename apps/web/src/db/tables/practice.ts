import type { Question } from '@toeic-ace/contract';
import type { EntityTable } from 'dexie';
import type { LocalPracticeSession } from '@/entities/practice-session/types';
import type { Flag, MigrationMark, TableDeclaration } from '../table';

/** A practice session as stored: the session itself, its indexed `completed` flag as 1 / 0. */
export type PracticeSessionRow = Omit<LocalPracticeSession, 'completed'> & {
  completed: Flag;
} & MigrationMark;

export interface PracticeTables {
  /** Every question this browser was served, by id: a cache shared by whoever uses it. */
  questions: EntityTable<Question, 'id'>;
  practiceSessions: EntityTable<PracticeSessionRow, 'id'>;
}

export const practiceTables: TableDeclaration<keyof PracticeTables>[] = [
  {
    name: 'questions',
    perUser: false,
    indexes: { 1: 'id, type, category, difficulty, createdAt' },
  },
  {
    name: 'practiceSessions',
    perUser: true,
    indexes: {
      1: 'id, startTime, endTime, completed, score',
      // Resuming looks for the newest unfinished set of the user in this browser.
      3: 'id, startTime, endTime, completed, score, userId, updatedAt',
    },
  },
];
