import { routes } from '@/lib/routes';
import type { PendingReviewRecord } from '@/db/tables/flashcards';
import { api } from '@/lib/api-client';

/**
 * POST /api/vocabulary/words/:id/review. The record's id travels as clientRatingId, so a
 * second delivery of the same rating (a reply lost on the way back) is not applied twice.
 */
export const rateWord = (record: PendingReviewRecord) =>
  api.call(routes.vocabulary.reviewWord, {
    params: { id: record.wordId },
    body: {
      rating: record.rating,
      responseTime: record.responseTime,
      clientRatingId: record.id,
    },
  });
