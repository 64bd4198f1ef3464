import { useQuery } from '@tanstack/react-query';
import { routes } from '@/lib/routes';
import { useUserStore } from '@/entities/user/store';
import { api, type CallOptions } from '@/lib/api-client';
import { screenRead } from '@/lib/query-client';
import { browserTimeZone } from '@/lib/time-zone';
import { VOCABULARY_KEY } from '../keys';

/** The learner's zone: the one kept in preferences, else the browser's own. */
export const learnerTimeZone = (): string =>
  useUserStore.getState().user?.preferences.timeZone ?? browserTimeZone();

/** GET /api/vocabulary/stats — "today" and the streak in the learner's time zone. */
export const getVocabularyStats = (options: CallOptions = {}) =>
  api.call(routes.vocabulary.getStats, { query: { tz: learnerTimeZone() }, ...options });

/**
 * Read afresh whenever a screen showing them opens (the cached figures show meanwhile): words
 * come in from other screens, tabs and imports, and due words become due by the clock alone.
 */
export const useVocabularyStatsQuery = (userId: string) =>
  useQuery({
    queryKey: [...VOCABULARY_KEY, 'stats', userId],
    queryFn: ({ signal }) => getVocabularyStats({ signal, retry: false }),
    staleTime: 0,
    ...screenRead,
  });
