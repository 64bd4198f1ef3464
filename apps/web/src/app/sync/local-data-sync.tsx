import { useEffect } from 'react';
import { startLocalDataUpkeep } from '@/db/upkeep';
import { ReviewSync } from './review-sync';
import { WordSync } from './word-sync';

/**
 * Everything that keeps the browser's own database in step: its daily upkeep, words saved while
 * signed out or offline, queued flashcard ratings. The database library is loaded with this
 * module, after the first paint, so no screen waits for it.
 */
export default function LocalDataSync() {
  useEffect(() => startLocalDataUpkeep(), []);
  return (
    <>
      <WordSync />
      <ReviewSync />
    </>
  );
}
