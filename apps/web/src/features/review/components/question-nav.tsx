import clsx from 'clsx';
import { Check, Minus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OptionGroup } from '@/components/option-group';
import { filterItems, type AnswerFilter, type ReviewItem } from '../review-items';

const FILTERS: readonly AnswerFilter[] = ['all', 'correct', 'incorrect'];

interface QuestionNavProps {
  items: readonly ReviewItem[];
  visible: readonly ReviewItem[];
  filter: AnswerFilter;
  onFilterChange: (filter: AnswerFilter) => void;
  selected: number | null;
  onSelect: (index: number) => void;
}

/** The filter and the question list: number chips on small screens, rows with text on large. */
export function QuestionNav({
  items,
  visible,
  filter,
  onFilterChange,
  selected,
  onSelect,
}: QuestionNavProps) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('review.detail.questionList')}
      className="rounded-3xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-20 dark:border-slate-800 dark:bg-slate-900"
    >
      <OptionGroup
        label={t('review.detail.filters.label')}
        options={FILTERS.map((value) => ({
          value,
          label: t(`review.detail.filters.${value}`, { count: filterItems(items, value).length }),
        }))}
        value={filter}
        onChange={onFilterChange}
        testId="review-answer-filter"
      />
      <ol
        data-testid="review-question-list"
        className="mt-4 flex flex-wrap gap-2 lg:max-h-[60vh] lg:flex-col lg:flex-nowrap lg:gap-1 lg:overflow-y-auto"
      >
        {visible.map((item) => {
          const active = item.index === selected;
          const Icon = item.answer === null ? Minus : item.correct ? Check : X;
          return (
            <li key={item.question.id}>
              <button
                type="button"
                onClick={() => onSelect(item.index)}
                aria-current={active ? 'true' : undefined}
                aria-label={t('review.detail.questionNumber', { number: item.index + 1 })}
                data-testid={`review-question-${item.index + 1}`}
                data-correct={item.correct}
                className={clsx(
                  'flex items-center gap-2.5 rounded-xl text-left text-sm transition-colors lg:w-full lg:px-2.5 lg:py-2',
                  active
                    ? 'lg:bg-indigo-50 lg:dark:bg-indigo-500/15'
                    : 'lg:hover:bg-slate-50 lg:dark:hover:bg-slate-800',
                )}
              >
                <span
                  className={clsx(
                    'relative flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold tabular-nums ring-2 lg:h-7 lg:w-7 lg:text-xs',
                    item.correct
                      ? 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300'
                      : 'bg-rose-50 text-rose-700 dark:bg-rose-500/15 dark:text-rose-300',
                    active ? 'ring-indigo-500 dark:ring-sky-400' : 'ring-transparent',
                  )}
                >
                  {item.index + 1}
                  <Icon
                    className="absolute -right-1 -bottom-1 h-3.5 w-3.5 rounded-full bg-white p-px lg:hidden dark:bg-slate-900"
                    aria-hidden
                  />
                </span>
                <span className="hidden min-w-0 flex-1 truncate text-slate-700 lg:block dark:text-slate-200">
                  {item.question.question}
                </span>
                <Icon
                  className={clsx(
                    'hidden h-4 w-4 shrink-0 lg:block',
                    item.correct ? 'text-emerald-500' : 'text-rose-500',
                  )}
                  aria-hidden
                />
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
