import { createContext, useContext, type ReactNode } from 'react';
import { ratingQueue, type RatingQueue } from './rating-queue';

const RatingQueueContext = createContext<RatingQueue | null>(null);

/** Lets tests hand the screen a queue on a database of their own. */
export function RatingQueueProvider({
  queue,
  children,
}: {
  queue: RatingQueue;
  children: ReactNode;
}) {
  return <RatingQueueContext.Provider value={queue}>{children}</RatingQueueContext.Provider>;
}

/** The queue ratings go through: the provided one, else the app's on the browser database. */
export function useRatingQueue(): RatingQueue {
  return useContext(RatingQueueContext) ?? ratingQueue();
}
