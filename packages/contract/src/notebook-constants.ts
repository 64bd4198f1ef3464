/**
 * The notebook's behaviour: select-to-add, paging, review defaults (docs/product-rules.md). Its
 * calls' bounds are VOCABULARY_LIMITS (vocabulary-limits.ts).
 */

/**
 * Selecting text to add it to the notebook: at least this many characters after trimming,
 * this much context kept on each side, and the selection read once it has rested this long.
 */
export const TEXT_SELECTION = { minLength: 2, contextChars: 50, debounceMs: 100 } as const;

/**
 * A new vocabulary word's review state, as word payloads carry it: ease index 2.5,
 * first interval 1 day, no reviews yet.
 */
export const VOCABULARY = {
  wordListPageSize: 50,
  /** The notebook searches once typing has paused this long. */
  searchDebounceMs: 500,
  /** An import of more words than this asks whether to replace or skip existing words. */
  importConfirmThreshold: 10,
  defaultEaseIndex: 2.5,
  defaultIntervalDays: 1,
  defaultReviewCount: 0,
  /** Cards a review session asks for when the client names no limit. */
  defaultReviewLimit: 20,
  /** Cards the flashcard screen asks for at once. */
  reviewFetchLimit: 50,
  /** The end screen praises a round in which at least this share was known fast (easy). */
  proficientTipShare: 0.7,
  /** Seconds a flashcard counts down before it counts as forgotten. */
  reviewCountdownSeconds: 20,
  /** The countdown turns orange at this many seconds left, red at the next. */
  countdownWarnSeconds: 10,
  countdownDangerSeconds: 5,
  /** A correct answer judged within this many seconds rates easy, slower rates normal. */
  fastAnswerSeconds: 5,
  /** reviewCount upper bounds for the labels new / learning / familiar / proficient; above = mastered. */
  masteryBounds: [0, 2, 5, 10],
} as const;
