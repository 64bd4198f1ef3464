import type { VocabularyWord } from '@toeic-ace/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import type { SortField, SortState } from '../sort';
import { SortButtons } from './sort-buttons';
import { WordCard } from './word-card';

interface WordListProps {
  words: readonly VocabularyWord[];
  /** How many words match, all pages together. */
  total: number;
  sort: SortState;
  onSort: (field: SortField) => void;
  /** Another page can be loaded; loading it; loading it failed. */
  more: { available: boolean; loading: boolean; failed: boolean; load: () => void };
}

/**
 * The notebook's words, a card each, with their sort and "load more". Its own chunk: the cards
 * (definitions, notes, pronunciation, the tutor) are fetched with the page while the words load
 * (notebook.tsx), so the notebook's first paint does not wait for them.
 */
export default function WordList({ words, total, sort, onSort, more }: WordListProps) {
  const { t } = useTranslation();
  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 data-testid="word-list-title" className="font-semibold text-slate-900 dark:text-white">
          {t('notebookWords.list.title', { count: total })}
        </h2>
        <SortButtons sort={sort} onSort={onSort} />
      </div>
      <div className="grid gap-3">
        {words.map((word) => (
          <WordCard key={word.id} word={word} />
        ))}
      </div>
      {more.available && (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            data-testid="load-more"
            loading={more.loading}
            onClick={more.load}
          >
            {t('notebookWords.list.loadMore')}
          </Button>
        </div>
      )}
      {more.failed && (
        <p role="alert" className="text-center text-sm text-rose-600 dark:text-rose-400">
          {t('vocabulary.errors.loadMore')}
        </p>
      )}
    </section>
  );
}
