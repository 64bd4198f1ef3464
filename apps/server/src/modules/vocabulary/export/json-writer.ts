import type { ExportedWord, VocabularyWord } from '@toeic-ace/contract';

/**
 * The export file (vocabulary_export_file in the contract), written page by page as the pages
 * are read. `totalWords` comes last, once the words are counted, so it always says how many the
 * file holds (JSON readers do not care about the order of keys).
 */
export async function* jsonChunks(
  pages: AsyncIterable<readonly VocabularyWord[]>,
  includeReviewData: boolean,
  now: Date,
): AsyncGenerator<string> {
  yield `{"exportDate":${JSON.stringify(now.toISOString())},"includeReviewData":${includeReviewData},"words":[`;
  let total = 0;
  for await (const words of pages) {
    const items = words.map((w) => JSON.stringify(includeReviewData ? w : withoutReview(w)));
    yield `${total === 0 ? '' : ','}${items.join(',')}`;
    total += words.length;
  }
  yield `],"totalWords":${total}}`;
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
