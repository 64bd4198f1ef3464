import { VOCABULARY } from '@toeic-ace/contract/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
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
import { SortButtons } from './sort-buttons';
import { StatsHeader, StatsHeaderPlaceholder } from './stats-header';
import { WordCard } from './word-card';

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
  // One source per figure, so none contradicts another: without a search the chips show the
  // stats' totals; with one, the counts of the search; unknown (loading, failed) shows none.
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
        stats.isPending &&
        !readFailure(stats) && (
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
      <DataManagement wordCount={stats.data?.totalWords} onImported={fillMissingDefinitions} />
      {listFailure && !words.data ? (
        <ListError error={listFailure} onRetry={() => void words.refetch()} />
      ) : words.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner size="lg" label={t('vocabulary.loading')} />
        </div>
      ) : list.length === 0 ? (
        <EmptyState kind={!search && !mastered && !hasWords ? 'empty' : 'noMatch'} />
      ) : (
        <section className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2
              data-testid="word-list-title"
              className="font-semibold text-slate-900 dark:text-white"
            >
              {t('vocabulary.list.title', { count: total })}
            </h2>
            <SortButtons sort={sort} onSort={(field) => setSort((s) => nextSort(s, field))} />
          </div>
          <div className="grid gap-3">
            {list.map((word) => (
              <WordCard key={word.id} word={word} />
            ))}
          </div>
          {words.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                data-testid="load-more"
                loading={words.isFetchingNextPage}
                onClick={() => void words.fetchNextPage()}
              >
                {t('vocabulary.list.loadMore')}
              </Button>
            </div>
          )}
          {(words.isFetchNextPageError ||
            (words.isFetchingNextPage && words.failureReason !== null)) && (
            <p role="alert" className="text-center text-sm text-rose-600 dark:text-rose-400">
              {t('vocabulary.errors.loadMore')}
            </p>
          )}
        </section>
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
