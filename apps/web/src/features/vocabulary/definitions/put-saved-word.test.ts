import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { WordList } from '@toeic-ace/contract';
import { describe, expect, it } from 'vitest';
import { serverWord } from '@/test/vocabulary-word';
import { VOCABULARY_KEY } from '../api/keys';
import { putSavedWord } from './put-saved-word';

const invoice = serverWord('invoice', { id: 'w-invoice' });
const itinerary = serverWord('itinerary', { id: 'w-itinerary' });
const listOf = (...words: (typeof invoice)[]): InfiniteData<WordList> => ({
  pageParams: [1],
  pages: [{ words, pagination: { page: 1, limit: 50, total: words.length, totalPages: 1 } }],
});
const allKey = [...VOCABULARY_KEY, 'words', 'u1', { search: undefined }];
const searchKey = [...VOCABULARY_KEY, 'words', 'u1', { search: 'inv' }];

describe('a saved definition in the cached notebook lists', () => {
  it('replaces the word where it is listed, leaving other lists and the lists’ age alone', () => {
    const client = new QueryClient();
    client.setQueryData(allKey, listOf(invoice, itinerary), { updatedAt: 1_000 });
    client.setQueryData(searchKey, listOf(itinerary), { updatedAt: 2_000 });
    const defined = { ...invoice, definition: 'a bill for goods' };

    putSavedWord(client, defined);

    const all = client.getQueryData<InfiniteData<WordList>>(allKey)!;
    expect(all.pages[0]!.words.map((w) => w.definition)).toEqual(['a bill for goods', null]);
    expect(client.getQueryState(allKey)?.dataUpdatedAt).toBe(1_000);
    expect(client.getQueryData(searchKey)).toEqual(listOf(itinerary));
  });

  it('keeps a list marked for reload (a word was deleted) marked, so the deleted word goes', async () => {
    const client = new QueryClient();
    client.setQueryData(allKey, listOf(invoice, itinerary));
    // The deletion of "itinerary" marks every list for a reload; this one is not on screen.
    await client.invalidateQueries({ queryKey: VOCABULARY_KEY, refetchType: 'none' });

    putSavedWord(client, { ...invoice, definition: 'a bill for goods' });

    expect(client.getQueryState(allKey)?.isInvalidated).toBe(true);
    // Shown again, it reloads rather than counting as fresh.
    const query = client.getQueryCache().find({ queryKey: allKey, exact: true })!;
    expect(query.isStaleByTime(30_000)).toBe(true);
  });
});
