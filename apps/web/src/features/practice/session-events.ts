import type { PracticeSessionSummary } from '@/entities/practice-session/types';
import type { LocalPracticeSession } from '@/entities/practice-session/types';

/**
 * The app shell's side of practice (kept free of Dexie and the API so the shell stays small):
 * what the user store keeps of a finished session, and the logout cleanup.
 */
const isClientSession = (value: unknown): value is LocalPracticeSession =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LocalPracticeSession).id === 'string' &&
  Array.isArray((value as LocalPracticeSession).questions) &&
  typeof (value as LocalPracticeSession).setup === 'object';

/** The summary of a practiceSessionCompleted event's session; null for anything else. */
export function sessionSummaryOf(value: unknown): PracticeSessionSummary | null {
  if (!isClientSession(value) || !value.completed) return null;
  return {
    id: value.id,
    serverSessionId: value.serverSessionId,
    offline: value.offline,
    type: value.setup.questionType,
    category: value.setup.category,
    difficulty: value.setup.difficulty,
    score: value.score,
    correctCount: value.correctCount,
    totalQuestions: value.totalQuestions,
    timeSpent: value.timeSpent,
    startTime: value.startTime,
    endTime: value.endTime,
    completed: value.completed,
  };
}

/**
 * Logout wipes the practice state: the set in memory and every unfinished set in
 * the browser database. Finished sets stay there, to be moved to an account later.
 */
export function clearPracticeOnLogout(): void {
  void import('./default-store')
    .then(({ practiceStore, practiceRepository }) => {
      practiceStore().getState().reset();
      return practiceRepository().removeInProgress();
    })
    .catch((error: unknown) => console.warn('Could not clear the local practice sessions', error));
}
