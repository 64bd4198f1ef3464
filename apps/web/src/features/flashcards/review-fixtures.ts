import type { ReviewWord } from '@toeic-ace/contract';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createLocalDb } from '@/db/database';
import { serverWord } from '@/test/vocabulary-word';

/** A due word as GET /api/vocabulary/review answers it. */
export const dueWord = (n: number, fields: Partial<ReviewWord> = {}): ReviewWord => ({
  ...serverWord(`word${n}`, {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    phonetic: `/wɜːd${n}/`,
    context: `The context of word${n}.`,
  }),
  overdue: false,
  ...fields,
});

/** A browser profile's IndexedDB; opening the database again on it is a page reload. */
export function browserProfile() {
  const options = { indexedDB: new IDBFactory(), IDBKeyRange };
  return { open: () => createLocalDb('toeic-ace', options) };
}
