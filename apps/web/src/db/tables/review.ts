import type { EntityTable } from 'dexie';
import type { Flag, TableDeclaration } from '../table';

/** A question the user got wrong, kept for another look until it is mastered. */
export interface WrongQuestionRecord {
  id: string;
  questionId: string;
  sessionId: string;
  lastReviewedAt: string | null;
  /** 0 until the user has mastered it. */
  mastered: Flag;
  createdAt: string;
}

export interface ReviewTables {
  wrongQuestions: EntityTable<WrongQuestionRecord, 'id'>;
}

export const reviewTables: TableDeclaration<keyof ReviewTables>[] = [
  {
    name: 'wrongQuestions',
    perUser: true,
    indexes: { 2: 'id, questionId, sessionId, lastReviewedAt, mastered, createdAt' },
  },
];
