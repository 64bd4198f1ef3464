import { queryOptions, useQuery } from '@tanstack/react-query';
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

/** Read this long ago or less, the figures are not read again as a screen opens (see below). */
const JUST_READ_MS = 2_000;

/**
 * Read afresh whenever a screen showing them opens (the cached figures show meanwhile): words
 * come in from other screens, tabs and imports, and due words become due by the clock alone.
 * Not twice for one opening: the notebook's route module asks for them as it loads, just before
 * its first render.
 */
export const vocabularyStatsQuery = (userId: string) =>
  queryOptions({
    queryKey: [...VOCABULARY_KEY, 'stats', userId],
    queryFn: ({ signal }) => getVocabularyStats({ signal, retry: false }),
    staleTime: 0,
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > JUST_READ_MS,
    ...screenRead,
  });

export const useVocabularyStatsQuery = (userId: string) => useQuery(vocabularyStatsQuery(userId));
