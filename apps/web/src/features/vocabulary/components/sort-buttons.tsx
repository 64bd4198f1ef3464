import clsx from 'clsx';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SortField, SortState } from '../sort';

const FIELDS: readonly SortField[] = ['createdAt', 'word', 'mastered'];

export function SortButtons({
  sort,
  onSort,
}: {
  sort: SortState;
  onSort: (field: SortField) => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('notebookWords.sort.label')} className="flex flex-wrap gap-1">
      {FIELDS.map((field) => {
        const active = sort.field === field;
        const Arrow = sort.order === 'asc' ? ArrowUp : ArrowDown;
        return (
          <button
            key={field}
            type="button"
            data-testid={`sort-${field}`}
            aria-pressed={active}
            data-order={active ? sort.order : undefined}
            onClick={() => onSort(field)}
            className={clsx(
              'inline-flex h-8 items-center gap-1 rounded-lg px-2 text-sm',
              active
                ? 'bg-indigo-50 font-medium text-indigo-700 dark:bg-indigo-500/15 dark:text-sky-300'
                : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
            )}
          >
            {t(`notebookWords.sort.${field}`)}
            {active && (
              <Arrow className="h-3.5 w-3.5" aria-label={t(`notebookWords.sort.${sort.order}`)} />
            )}
          </button>
        );
      })}
    </div>
  );
}
