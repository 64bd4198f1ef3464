import { useQuery } from '@tanstack/react-query';
import { routes } from '@toeic-ace/contract';
import { api } from '@/lib/api-client';
import { VOCABULARY_KEY } from './keys';

/** GET /api/vocabulary/stats */
export const getVocabularyStats = (signal?: AbortSignal) =>
  api.call(routes.vocabulary.getStats, { signal });

export const useVocabularyStatsQuery = (userId: string) =>
  useQuery({
    queryKey: [...VOCABULARY_KEY, 'stats', userId],
    queryFn: ({ signal }) => getVocabularyStats(signal),
  });
