import clsx from 'clsx';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export type MasteryFilter = 'all' | 'mastered';

interface SearchBarProps {
  search: string;
  onSearchChange: (text: string) => void;
  filter: MasteryFilter;
  onFilterChange: (filter: MasteryFilter) => void;
  counts: Record<MasteryFilter, number | undefined>;
}

export function SearchBar({
  search,
  onSearchChange,
  filter,
  onFilterChange,
  counts,
}: SearchBarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <label className="relative flex-1">
        <span className="sr-only">{t('vocabulary.search.label')}</span>
        <Search className="absolute top-2.5 left-3 h-5 w-5 text-slate-400" aria-hidden />
        <input
          type="search"
          data-testid="vocabulary-search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder={t('vocabulary.search.placeholder')}
          className="h-10 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-10 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
        />
      </label>
      <div role="group" aria-label={t('vocabulary.filter.label')} className="flex gap-2">
        {(['all', 'mastered'] as const).map((option) => (
          <button
            key={option}
            type="button"
            data-testid={`filter-${option}`}
            aria-pressed={filter === option}
            onClick={() => onFilterChange(option)}
            className={clsx(
              'h-10 rounded-xl px-3 text-sm font-medium',
              filter === option
                ? 'bg-indigo-600 text-white'
                : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
            )}
          >
            {counts[option] === undefined
              ? t(`vocabulary.filter.${option}`)
              : t('vocabulary.filter.withCount', {
                  label: t(`vocabulary.filter.${option}`),
                  count: counts[option],
                })}
          </button>
        ))}
      </div>
    </div>
  );
}
