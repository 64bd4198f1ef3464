import clsx from 'clsx';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { wordCaptureTarget } from '@/entities/vocabulary-word/selection';

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** Options A–D: the key marked right, the learner's wrong choice marked wrong. */
export function OptionList({
  options,
  correctAnswer,
  answer,
}: {
  options: readonly string[];
  correctAnswer: number;
  answer: number | null;
}) {
  const { t } = useTranslation();
  return (
    <ol className="mt-4 space-y-2" aria-label={t('review.detail.options')}>
      {options.map((option, i) => {
        const isKey = i === correctAnswer;
        const isWrongChoice = i === answer && !isKey;
        const mark = isKey ? 'correct' : isWrongChoice ? 'wrong' : 'none';
        return (
          <li
            key={i}
            data-testid={`review-option-${LETTERS[i]}`}
            data-mark={mark}
            className={clsx(
              'flex items-start gap-3 rounded-2xl border px-3.5 py-3 text-sm',
              mark === 'correct' &&
                'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-100',
              mark === 'wrong' &&
                'border-rose-300 bg-rose-50 text-rose-900 dark:border-rose-500/40 dark:bg-rose-500/10 dark:text-rose-100',
              mark === 'none' &&
                'border-slate-200 text-slate-700 dark:border-slate-700 dark:text-slate-200',
            )}
          >
            <span
              className={clsx(
                'flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                mark === 'correct' && 'bg-emerald-700 text-white',
                mark === 'wrong' && 'bg-rose-600 text-white',
                mark === 'none' &&
                  'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
              )}
            >
              {LETTERS[i]}
            </span>
            <span {...wordCaptureTarget} className="min-w-0 flex-1 pt-0.5">
              {option}
            </span>
            {mark !== 'none' && (
              <span
                className={clsx(
                  'flex shrink-0 items-center gap-1 pt-0.5 text-xs font-semibold',
                  mark === 'correct'
                    ? 'text-emerald-700 dark:text-emerald-300'
                    : 'text-rose-700 dark:text-rose-300',
                )}
              >
                {mark === 'correct' ? (
                  <Check className="h-4 w-4" aria-hidden />
                ) : (
                  <X className="h-4 w-4" aria-hidden />
                )}
                {mark === 'wrong'
                  ? t('review.detail.markWrong')
                  : i === answer
                    ? t('review.detail.markChosenCorrect')
                    : t('review.detail.markCorrect')}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
