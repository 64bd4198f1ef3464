import { VOCABULARY } from '@toeic-ace/contract/rules';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/spinner';
import { readFailure } from '@/lib/query-client';
import { useWordCountQuery } from '../api/count-words';
import { useVocabularyStatsQuery } from '../api/get-stats';
import { useWordsQuery } from '../api/list-words';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { DefinitionsProvider, useFillMissingDefinitions } from '../hooks/use-definitions';
import { DEFAULT_SORT, nextSort } from '../sort';
import { AddWordForm } from './add-word-form';
import { DataManagement } from './data-management';
import { EmptyState } from './empty-state';
import { ListError } from './list-error';
import { ReviewBanner, ReviewBannerPlaceholder } from './review-banner';
import { SearchBar, type MasteryFilter } from './search-bar';
import { StatsHeader, StatsHeaderPlaceholder } from './stats-header';

// The cards load when there are words to show: an empty notebook never needs them, and loaded
// either before the first paint (it shares that paint's bandwidth) or after it (their code runs
// while the page settles) they cost Lighthouse's simulated phone 5–8 points on an empty one.
// Once fetched, the service worker keeps them for the next visit.
const WordList = lazy(() => import('./word-list'));

function NotebookContent({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const fillMissingDefinitions = useFillMissingDefinitions();
  const [searchText, setSearchText] = useState('');
  const [filter, setFilter] = useState<MasteryFilter>('all');
  const [sort, setSort] = useState(DEFAULT_SORT);
  const search = useDebouncedValue(searchText.trim(), VOCABULARY.searchDebounceMs) || undefined;
  const mastered = filter === 'mastered' ? 'true' : undefined;

  const stats = useVocabularyStatsQuery(userId);
  const allCount = useWordCountQuery(userId, search, undefined, Boolean(search));
  const masteredCount = useWordCountQuery(userId, search, 'true', Boolean(search));
  const words = useWordsQuery(
    { sortBy: sort.field, sortOrder: sort.order, search, mastered },
    userId,
  );

  const list = words.data?.pages.flatMap((page) => page.words) ?? [];
  const total = words.data?.pages[0]?.pagination.total ?? 0;
  const hasWords = (stats.data?.totalWords ?? 0) > 0;
  const listFailure = readFailure(words);
  // What the two first reads decide shows once both have answered (or the stats failed), in one
  // frame: an empty notebook's CSV example (in DataManagement) and its empty state (below), a
  // full one's export buttons and its cards. Shown as each read answered, the later one moved
  // what the earlier had put on screen (a layout shift on every first visit).
  const statsSettled = stats.data !== undefined || readFailure(stats) !== null;
  const settled = !words.isPending && statsSettled;
  // One source per figure, so none contradicts another: without a search the chips show the
  // stats' totals; with one, the counts of the search; unknown (loading, failed) shows none.
  const loading = (
    <div className="flex justify-center py-12">
      <Spinner size="lg" label={t('vocabulary.loading')} />
    </div>
  );
  const counts = search
    ? { all: allCount.data, mastered: masteredCount.data }
    : { all: stats.data?.totalWords, mastered: stats.data?.masteredWords };

  return (
    <div className="space-y-6">
      {stats.data ? (
        <>
          <StatsHeader stats={stats.data} />
          <ReviewBanner due={stats.data.wordsNeedingReview} />
        </>
      ) : (
        !statsSettled && (
          <>
            <StatsHeaderPlaceholder />
            <ReviewBannerPlaceholder />
          </>
        )
      )}
      <SearchBar
        search={searchText}
        onSearchChange={setSearchText}
        filter={filter}
        onFilterChange={setFilter}
        counts={counts}
      />
      <AddWordForm />
      <DataManagement
        wordCount={settled ? stats.data?.totalWords : undefined}
        onImported={fillMissingDefinitions}
      />
      {listFailure && !words.data ? (
        <ListError error={listFailure} onRetry={() => void words.refetch()} />
      ) : !settled ? (
        loading
      ) : list.length === 0 ? (
        <EmptyState kind={!search && !mastered && !hasWords ? 'empty' : 'noMatch'} />
      ) : (
        <Suspense fallback={loading}>
          <WordList
            words={list}
            total={total}
            sort={sort}
            onSort={(field) => setSort((s) => nextSort(s, field))}
            more={{
              available: words.hasNextPage,
              loading: words.isFetchingNextPage,
              failed:
                words.isFetchNextPageError ||
                (words.isFetchingNextPage && words.failureReason !== null),
              load: () => void words.fetchNextPage(),
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The notebook with its background definition fetching (cards, add form, import). */
export function Notebook({ userId }: { userId: string }) {
  return (
    <DefinitionsProvider>
      <NotebookContent userId={userId} />
    </DefinitionsProvider>
  );
}
