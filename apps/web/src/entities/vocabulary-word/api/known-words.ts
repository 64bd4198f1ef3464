import { VOCABULARY_LIMITS } from '@toeic-ace/contract/rules';
import { routes } from '@/lib/routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hasAccessToken } from '@/lib/token-storage';
import { VOCABULARY_KEY } from '../keys';
import { localWordsAmong } from '../local-words';

/**
 * Which of `words` the notebook already holds (lower-cased): the account's words (GET
 * /api/vocabulary/words?words=…, exact, any case) and the ones kept in this browser.
 */
export async function knownWords(words: readonly string[]): Promise<Set<string>> {
  const known = new Set<string>();
  const asked = words.slice(0, VOCABULARY_LIMITS.exactWordsMax);
  if (asked.length === 0) return known;
  const local = await localWordsAmong(asked).catch(() => new Set<string>());
  local.forEach((word) => known.add(word));
  if (hasAccessToken()) {
    const list = await api.call(routes.vocabulary.listWords, {
      query: { words: asked, limit: VOCABULARY_LIMITS.listMaxLimit },
    });
    list.words.forEach((word) => known.add(word.word.toLowerCase()));
  }
  return known;
}

export function useKnownWords(words: readonly string[], enabled: boolean) {
  return useQuery({
    queryKey: [...VOCABULARY_KEY, 'known', words],
    queryFn: () => knownWords(words),
    enabled: enabled && words.length > 0,
    staleTime: 30_000,
  });
}
