import type { Language } from '@toeic-ace/contract/rules';
import type {
  CompleteSessionRequest,
  CreateSessionRequest,
  GenerateQuestionsInput,
  GenerationDoneEvent,
  PracticeSession,
  PracticeSessionDetail,
  Question,
  SubmitAnswerRequest,
} from '@toeic-ace/contract';
import type { SessionRepository } from './persistence';
import type { LocalPracticeSession } from '@/entities/practice-session/types';

/** The edges of the practice machine: the server, the local database, time and the UI shell. */
export interface PracticeDeps {
  api: {
    createSession: (
      body: CreateSessionRequest,
    ) => Promise<Pick<PracticeSession, 'id' | 'type' | 'categories' | 'level'>>;
    streamQuestions: (
      body: GenerateQuestionsInput,
      onQuestion: (question: Question) => void,
      signal?: AbortSignal,
    ) => Promise<GenerationDoneEvent>;
    submitAnswer: (sessionId: string, body: SubmitAnswerRequest) => Promise<unknown>;
    completeSession: (
      sessionId: string,
      body: CompleteSessionRequest,
    ) => Promise<Pick<PracticeSessionDetail, 'score' | 'correctAnswers' | 'totalQuestions'>>;
    getSession: (
      sessionId: string,
    ) => Promise<Pick<PracticeSessionDetail, 'questions' | 'userAnswers' | 'completed'>>;
  };
  repository: SessionRepository;
  /** The signed-in user's id, or null. */
  currentUserId: () => string | null;
  language: () => Language;
  /** The built-in offline set's questions (their texts load apart from the page). */
  demoQuestions: (language: Language, count: number) => Promise<Question[]>;
  now: () => number;
  newId: () => string;
  /** Localised text for a key of the `practice` namespace (already translated by the caller). */
  text: (key: PracticeTextKey, values?: Record<string, unknown>) => string;
  toast: (type: 'error' | 'warning' | 'info' | 'success', message: string) => void;
  /** The practiceSessionCompleted event. */
  emitCompleted: (session: LocalPracticeSession) => void;
  /** Failures that are logged only, never shown (answers, completion, local saves). */
  log: (message: string, error: unknown) => void;
}

export type PracticeTextKey =
  | 'notLoggedIn'
  | 'rateLimited'
  | 'initFailed'
  | 'createFailed'
  | 'submitFailed'
  | 'completeFailed'
  | 'detailFailed'
  | 'noQuestions'
  | 'partialSet'
  | 'fewerQuestions'
  | 'resumed'
  | 'nothingDue';

/** Timers and in-flight work that belong to the running session, not to its data. */
export interface Runtime {
  controller: AbortController | null;
  advanceTimer: ReturnType<typeof setTimeout> | undefined;
  saveTimer: ReturnType<typeof setInterval> | undefined;
  /** When time was last credited to the session and the current question (epoch ms). */
  mark: number;
}
