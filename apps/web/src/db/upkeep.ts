import type { LocalPracticeSession } from '@/entities/practice-session/types';
import { listenForCompletedSessions } from '@/lib/events';
import { runDailyCleanup } from './cleanup';
import { recordWrongQuestions } from './wrong-questions';

const isFinishedSet = (value: unknown): value is LocalPracticeSession =>
  typeof value === 'object' &&
  value !== null &&
  (value as LocalPracticeSession).completed === true &&
  Array.isArray((value as LocalPracticeSession).questions) &&
  Array.isArray((value as LocalPracticeSession).userAnswers);

/**
 * The local database's own upkeep while the app runs: the daily old-data clean-up at start-up,
 * and the wrong answers of every set that finishes. Returns the stop function. A browser
 * without IndexedDB simply keeps nothing.
 */
export function startLocalDataUpkeep(): () => void {
  runDailyCleanup().catch((error: unknown) =>
    console.warn('Local old-data clean-up did not run', error),
  );
  return listenForCompletedSessions((session) => {
    if (!isFinishedSet(session)) return;
    recordWrongQuestions(session).catch((error: unknown) =>
      console.warn('Could not record the wrong answers of the set', error),
    );
  });
}
