import type { ReviewWord } from '@toeic-ace/contract';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createLocalDb } from '@/db/database';

/** A due word as GET /api/vocabulary/review answers it. */
export const dueWord = (n: number, fields: Partial<ReviewWord> = {}): ReviewWord => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  word: `word${n}`,
  definition: null,
  phonetic: `/wɜːd${n}/`,
  audioUrl: null,
  context: `The context of word${n}.`,
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
  overdue: false,
  ...fields,
});

/** A browser profile's IndexedDB; opening the database again on it is a page reload. */
export function browserProfile() {
  const options = { indexedDB: new IDBFactory(), IDBKeyRange };
  return { open: () => createLocalDb('toeic-ace', options) };
}
