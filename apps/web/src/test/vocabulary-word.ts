import type { VocabularyWord } from '@toeic-ace/contract';

/** A word as the server answers it, review fields at their defaults. */
export const serverWord = (word: string, fields: Partial<VocabularyWord> = {}): VocabularyWord => ({
  id: `id-${word}`,
  word,
  definition: null,
  phonetic: null,
  audioUrl: null,
  context: null,
  sourceType: 'practice',
  sourceId: null,
  meanings: [],
  language: 'zh',
  reading: null,
  jlpt: [],
  commonality: null,
  notes: null,
  mastered: false,
  tags: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  reviewCount: 0,
  easeIndex: 2.5,
  intervalDays: 1,
  nextReviewDate: null,
  lastReviewDate: null,
  fsrs: null,
  // As the server records it: a definition set without a source is the learner's.
  definitionSource: fields.definition ? 'learner' : null,
  ...fields,
});
