// The limits the built-in question bank is held to (`npm run bank:audit`; README, "Question
// supply"): a bank that teaches the test rather than test-taking tricks. Without zod; only the
// audit reads them.

/** One part's limits: null where the part has none. */
interface BankPartLimits {
  /** Largest share of items whose key is the strictly longest option (in characters). */
  keyLongestMax: number | null;
  /** Every key letter holds a share of the part's keys within [min, max]. */
  keyLetterShare: readonly [min: number, max: number];
}

const KEY_LETTERS = [0.18, 0.32] as const;

export const BANK_LIMITS = {
  /** Full mock forms the bank alone must fill without showing an item twice (5 × 200 items). */
  fullFormsWithoutRepeat: 5,
  parts: {
    1: { keyLongestMax: null, keyLetterShare: KEY_LETTERS },
    // Three responses: a key letter's fair share is a third.
    2: { keyLongestMax: 0.4, keyLetterShare: [0.25, 0.42] },
    3: { keyLongestMax: 0.35, keyLetterShare: KEY_LETTERS },
    4: { keyLongestMax: 0.35, keyLetterShare: KEY_LETTERS },
    5: { keyLongestMax: 0.35, keyLetterShare: KEY_LETTERS },
    6: { keyLongestMax: 0.35, keyLetterShare: KEY_LETTERS },
    7: { keyLongestMax: 0.35, keyLetterShare: KEY_LETTERS },
  } satisfies Record<number, BankPartLimits>,
  part5: {
    /** Items testing word meaning, known by one of these tags… */
    wordMeaningTags: ['vocabulary', 'collocation'],
    /** …are at least this share of Part 5 (about 40 % on the real test). */
    wordMeaningMin: 0.35,
    /** At most this many items of each level carry the tag (the real test has one at most). */
    perLevelMax: { inversion: 2, subjunctive: 2 },
  },
  /** Share of items whose explanation discusses every option, in each language. */
  explanationCoverageMin: 1,
  /**
   * Levels that differ measurably: in every part, each level's mean stimulus length (words) and
   * rare-word share are at least this much (relative) above the level below's.
   */
  risePerLevelMin: 0.05,
  /** A word is rare outside this many commonest English word forms (SUBTLEX-US ranks). */
  commonWords: 3_000,
} as const;
