import { Rating, createEmptyCard, fsrs, generatorParameters, type Card } from 'ts-fsrs';
import type { MistakesTable } from '../../db/schema';

/**
 * The flashcards' FSRS (default weights, 90 % requested retention, fuzz) without the short-term
 * learning steps: a missed question is retried in sessions, not minutes apart, so a right answer
 * moves it days ahead at once and a lapse brings it back after about a day.
 */
const scheduler = fsrs(
  generatorParameters({ request_retention: 0.9, enable_fuzz: true, enable_short_term: false }),
);

export type CardColumns = Pick<
  MistakesTable,
  | 'due'
  | 'stability'
  | 'difficulty'
  | 'state'
  | 'reps'
  | 'lapses'
  | 'scheduled_days'
  | 'learning_steps'
  | 'last_review'
>;

function cardOf(row: CardColumns | undefined, now: Date): Card {
  const empty = createEmptyCard(now);
  if (!row) return empty;
  return {
    ...empty,
    due: new Date(row.due),
    stability: Number(row.stability),
    difficulty: Number(row.difficulty),
    state: row.state,
    reps: row.reps,
    lapses: row.lapses,
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    last_review: new Date(row.last_review),
  };
}

export interface Outcome {
  correct: boolean;
  /** Given in a mistakes session (a review) or elsewhere (practice, mock test). */
  review: boolean;
}

/**
 * The card after an answer at `now`, or null when the answer does not touch the schedule (a right
 * answer outside a mistakes session). A miss outside a review is due at once (see the contract's
 * mistakes.ts); a miss in a review keeps the lapse's own due date.
 */
export function schedule(
  row: CardColumns | undefined,
  outcome: Outcome,
  now: Date,
): CardColumns | null {
  if (outcome.correct && (!outcome.review || !row)) return null;
  const { card } = scheduler.next(
    cardOf(row, now),
    now,
    outcome.correct ? Rating.Good : Rating.Again,
  );
  const due = !outcome.correct && !outcome.review ? now : card.due;
  return {
    due: due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    state: card.state,
    reps: card.reps,
    // A first miss is the card's first rating; FSRS counts lapses only from the review state.
    lapses: outcome.correct ? (row?.lapses ?? 0) : (row?.lapses ?? 0) + 1,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    last_review: now.toISOString(),
  };
}
