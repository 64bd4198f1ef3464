import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { VocabularyWord, WordList } from '@toeic-ace/contract';
import { VOCABULARY_KEY } from '../api/keys';

/** The pages with the saved word in place, or undefined when they do not hold it. */
function replaceWord(pages: InfiniteData<WordList> | undefined, saved: VocabularyWord) {
  if (!pages?.pages.some((page) => page.words.some((w) => w.id === saved.id))) return undefined;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      words: page.words.map((w) => (w.id === saved.id ? saved : w)),
    })),
  };
}

/**
 * Puts a word whose definition was just saved in place in every loaded notebook list (no list
 * reload per word). Each list keeps its age and, when a change elsewhere (a deletion, an import)
 * had marked it for a reload, that mark: otherwise a list the screen is not showing would count
 * as freshly read, and a word deleted meanwhile would reappear in it for the next 30 s.
 */
export function putSavedWord(client: QueryClient, saved: VocabularyWord): void {
  const lists = client.getQueryCache().findAll({ queryKey: [...VOCABULARY_KEY, 'words'] });
  for (const query of lists) {
    const { data, dataUpdatedAt, isInvalidated } = query.state;
    const next = replaceWord(data as InfiniteData<WordList> | undefined, saved);
    if (!next) continue;
    client.setQueryData(query.queryKey, next, { updatedAt: dataUpdatedAt });
    if (isInvalidated) {
      void client.invalidateQueries({ queryKey: query.queryKey, exact: true, refetchType: 'none' });
    }
  }
}
