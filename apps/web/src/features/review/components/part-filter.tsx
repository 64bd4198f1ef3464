import { TOEIC_PARTS } from '@toeic-ace/contract/rules';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';

/** All / Part 1–7; null = all. */
export function PartFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (part: number | null) => void;
}) {
  const { t } = useTranslation();
  const options = [null, ...TOEIC_PARTS.map((p) => p.part)];
  return (
    <div
      role="radiogroup"
      aria-label={t('review.filters.label')}
      data-testid="review-part-filter"
      className="flex flex-wrap gap-1.5"
    >
      {options.map((part) => {
        const selected = part === value;
        return (
          <button
            key={part ?? 'all'}
            type="button"
            role="radio"
            aria-checked={selected}
            data-testid={`review-part-${part ?? 'all'}`}
            onClick={() => onChange(part)}
            className={clsx(
              'h-8 rounded-full px-3 text-sm font-medium whitespace-nowrap transition-colors',
              selected
                ? 'bg-indigo-600 text-white shadow-sm dark:bg-sky-500 dark:text-slate-950'
                : 'bg-slate-100 text-slate-600 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:hover:bg-slate-700',
            )}
          >
            {part === null ? t('review.filters.all') : t('session.part', { part })}
          </button>
        );
      })}
    </div>
  );
}
