import type { EntityTable } from 'dexie';
import type { ReviewRating } from '@toeic-ace/contract/rules';
import type { TableDeclaration } from '../table';

/**
 * A flashcard rating judged in this browser and not yet confirmed by the server. It is written
 * before the rating is sent and deleted once the server has it, so a reload or a lost connection
 * loses nothing; `id` is the client rating id the server applies only once.
 */
export interface PendingReviewRecord {
  id: string;
  userId: string;
  wordId: string;
  word: string;
  rating: ReviewRating;
  /** Seconds the answer was in view. */
  responseTime: number;
  createdAt: string;
  /** Deliveries tried so far. */
  attempts: number;
}

export interface FlashcardTables {
  pendingReviews: EntityTable<PendingReviewRecord, 'id'>;
}

export const flashcardTables: TableDeclaration<keyof FlashcardTables>[] = [
  {
    name: 'pendingReviews',
    perUser: true,
    indexes: { 4: 'id, userId, createdAt' },
  },
];
