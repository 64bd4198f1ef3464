import {
  REVIEW_RATING_TALLY,
  VOCABULARY,
  type ReviewRating,
  type ReviewTallyKey,
} from '@toeic-ace/contract/rules';
import type { ReviewWord } from '@toeic-ace/contract';

/**
 * The flashcard screen as a state machine: loading → question → (answer | timeout) → next card
 * … → done; `empty` when nothing is due, `error` when the due list could not be loaded.
 */
export type ReviewPhase =
  'loading' | 'error' | 'empty' | 'question' | 'answer' | 'timeout' | 'done';

export type Tally = Record<ReviewTallyKey, number>;

export interface ReviewSessionState {
  phase: ReviewPhase;
  words: ReviewWord[];
  index: number;
  /** When the current card appeared (ms); its countdown runs from here. */
  cardStartedAt: number;
  /** When the answer came into view (ms); the rating depends on how long it was looked at. */
  answerShownAt: number;
  tally: Tally;
}

export type ReviewAction =
  | { type: 'loading' }
  | { type: 'failed' }
  | { type: 'loaded'; words: ReviewWord[]; now: number }
  | { type: 'reveal'; now: number }
  | { type: 'timeout'; now: number }
  | { type: 'rated'; rating: ReviewRating; now: number };

const EMPTY_TALLY: Tally = { proficient: 0, remembered: 0, forgotten: 0 };

export const initialReviewState: ReviewSessionState = {
  phase: 'loading',
  words: [],
  index: 0,
  cardStartedAt: 0,
  answerShownAt: 0,
  tally: EMPTY_TALLY,
};

export function reviewReducer(state: ReviewSessionState, action: ReviewAction): ReviewSessionState {
  switch (action.type) {
    case 'loading':
      return { ...state, phase: 'loading' };
    case 'failed':
      return { ...state, phase: 'error' };
    case 'loaded':
      // A new round: counters start again.
      return {
        ...initialReviewState,
        phase: action.words.length > 0 ? 'question' : 'empty',
        words: action.words,
        cardStartedAt: action.now,
      };
    case 'reveal':
      return state.phase === 'question'
        ? { ...state, phase: 'answer', answerShownAt: action.now }
        : state;
    case 'timeout':
      return state.phase === 'question'
        ? { ...state, phase: 'timeout', answerShownAt: action.now }
        : state;
    case 'rated': {
      if (state.phase !== 'answer' && state.phase !== 'timeout') return state;
      const key = REVIEW_RATING_TALLY[action.rating];
      const tally = { ...state.tally, [key]: state.tally[key] + 1 };
      const index = state.index + 1;
      if (index >= state.words.length) return { ...state, tally, index, phase: 'done' };
      return { ...state, tally, index, phase: 'question', cardStartedAt: action.now };
    }
  }
}

/** Whole seconds left on the current card's countdown at `now`. */
export const secondsLeft = (
  state: Pick<ReviewSessionState, 'cardStartedAt'>,
  now: number,
): number =>
  Math.min(
    VOCABULARY.reviewCountdownSeconds,
    Math.max(
      0,
      Math.ceil((state.cardStartedAt + VOCABULARY.reviewCountdownSeconds * 1_000 - now) / 1_000),
    ),
  );

export const reviewedCount = ({ tally }: ReviewSessionState): number =>
  tally.proficient + tally.remembered + tally.forgotten;

/** The end-screen tip: proficient at least 70 % of what was reviewed. */
export const showsProficientTip = (state: ReviewSessionState): boolean => {
  const reviewed = reviewedCount(state);
  return reviewed > 0 && state.tally.proficient / reviewed >= VOCABULARY.proficientTipShare;
};
