import type { LocalDb } from '@/db/database';
import { openLocalDb } from '@/db/open';
import type { PendingReviewRecord } from '@/db/tables/flashcards';
import { isApiClientError } from '@/lib/api-error';
import { rateWord } from './api/rate-word';

export type RatingInput = Pick<
  PendingReviewRecord,
  'userId' | 'wordId' | 'word' | 'rating' | 'responseTime'
>;

export type QueueEvent =
  | { type: 'delivered'; record: PendingReviewRecord }
  | { type: 'rejected'; record: PendingReviewRecord; error: unknown }
  | { type: 'changed' };

export interface RatingQueueDeps {
  /** The database the ratings wait in (the app's: openLocalDb, loading Dexie on first use). */
  db: () => Promise<LocalDb>;
  send: (record: PendingReviewRecord) => Promise<unknown>;
  newId?: () => string;
  now?: () => Date;
}

/**
 * A rating the server refused for good: the word is gone (404) or the request is invalid (400).
 * Sending it again could never succeed; anything else (offline, 5xx, a timeout) is retried.
 */
const refusedForGood = (error: unknown) =>
  isApiClientError(error) && (error.status === 404 || error.status === 400);

/**
 * Flashcard ratings on their way to the server. Each is written to the local database first and
 * removed once the server confirms it, so a reload, a crash or a lost connection loses nothing;
 * the record id is the client rating id the server applies only once, so sending a rating again
 * after an unknown outcome is safe. One user's ratings are sent one at a time, oldest first.
 */
export function createRatingQueue({
  db,
  send,
  newId = () => crypto.randomUUID(),
  now = () => new Date(),
}: RatingQueueDeps) {
  const listeners = new Set<(event: QueueEvent) => void>();
  const emit = (event: QueueEvent) => listeners.forEach((listener) => listener(event));
  /** The last flush asked for, per user. */
  const running = new Map<string, Promise<boolean>>();

  const pending = async (userId: string) =>
    (await db()).pendingReviews.where('userId').equals(userId).sortBy('createdAt');

  /** Sends the user's ratings until none is left (true) or one could not be sent (false). */
  async function drain(userId: string): Promise<boolean> {
    for (;;) {
      const [next] = await pending(userId);
      if (!next) return true;
      try {
        await send(next);
        await (await db()).pendingReviews.delete(next.id);
        emit({ type: 'delivered', record: next });
      } catch (error) {
        if (!refusedForGood(error)) {
          await (await db()).pendingReviews.update(next.id, { attempts: next.attempts + 1 });
          return false;
        }
        await (await db()).pendingReviews.delete(next.id);
        emit({ type: 'rejected', record: next, error });
      }
    }
  }

  /**
   * Sends the user's queued ratings: true when none is left, false when one could not be sent
   * (it stays queued). Flushes of one user run one after another, each after the one before,
   * so a rating queued while a flush runs is always picked up.
   */
  function flush(userId: string): Promise<boolean> {
    const previous = running.get(userId) ?? Promise.resolve(true);
    const next = previous
      .catch(() => true)
      .then(() => drain(userId))
      .finally(() => {
        if (running.get(userId) === next) running.delete(userId);
        emit({ type: 'changed' });
      });
    running.set(userId, next);
    return next;
  }

  return {
    /**
     * Keeps the rating locally, then starts sending. Resolves true once it is safely queued;
     * false when this browser cannot store it and the one direct attempt failed too.
     */
    async record(input: RatingInput): Promise<boolean> {
      const record: PendingReviewRecord = {
        ...input,
        id: newId(),
        createdAt: now().toISOString(),
        attempts: 0,
      };
      try {
        await (await db()).pendingReviews.add(record);
      } catch {
        // No local database (private mode, quota): the server is the only place left.
        try {
          await send(record);
          emit({ type: 'delivered', record });
          return true;
        } catch {
          return false;
        }
      }
      emit({ type: 'changed' });
      void flush(input.userId).catch(() => undefined);
      return true;
    },
    flush,
    pending,
    /** The words whose ratings have not reached the server yet. */
    pendingWordIds: async (userId: string) =>
      new Set((await pending(userId)).map((record) => record.wordId)),
    subscribe(listener: (event: QueueEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type RatingQueue = ReturnType<typeof createRatingQueue>;

let appQueue: RatingQueue | null = null;

/** The app's queue on the browser database (created on first use). */
export function ratingQueue(): RatingQueue {
  appQueue ??= createRatingQueue({ db: openLocalDb, send: rateWord });
  return appQueue;
}
