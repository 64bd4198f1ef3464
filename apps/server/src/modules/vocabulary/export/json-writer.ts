import type { ExportedWord, VocabularyExportFile, VocabularyWord } from '@toeic-ace/contract';

/** Every field of every word; the review fields only when review data is exported. */
export function writeJson(
  words: readonly VocabularyWord[],
  includeReviewData: boolean,
  now: Date,
): string {
  const file: VocabularyExportFile = {
    exportDate: now.toISOString(),
    totalWords: words.length,
    includeReviewData,
    words: words.map((w) => (includeReviewData ? w : withoutReview(w))),
  };
  return JSON.stringify(file);
}

function withoutReview(word: VocabularyWord): ExportedWord {
  const {
    reviewCount: _count,
    easeIndex: _ease,
    intervalDays: _interval,
    nextReviewDate: _next,
    lastReviewDate: _last,
    fsrs: _fsrs,
    ...rest
  } = word;
  return rest;
}
