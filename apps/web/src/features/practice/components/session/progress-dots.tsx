import clsx from 'clsx';
import { useTranslation } from 'react-i18next';

type DotState = 'answered' | 'current' | 'unanswered' | 'pending';

interface ProgressDotsProps {
  answers: readonly (number | null)[];
  current: number;
  /** Planned size of the set; dots past the received questions are placeholders. */
  total: number;
  onSelect: (index: number) => void;
}

const STYLES: Record<DotState, string> = {
  answered:
    'bg-indigo-600 text-white hover:bg-indigo-500 dark:bg-sky-500 dark:text-slate-950 dark:hover:bg-sky-400',
  current:
    'bg-white text-indigo-700 ring-2 ring-indigo-600 dark:bg-slate-900 dark:text-sky-300 dark:ring-sky-400',
  unanswered:
    'bg-slate-100 text-slate-600 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:hover:bg-slate-700',
  pending:
    'border border-dashed border-slate-300 text-slate-300 dark:border-slate-700 dark:text-slate-600',
};

/** One dot per question, marked answered / current / unanswered; clicking one goes there. */
export function ProgressDots({ answers, current, total, onSelect }: ProgressDotsProps) {
  const { t } = useTranslation();
  const count = Math.max(total, answers.length);
  return (
    <ol
      aria-label={t('practice.session.progressLabel')}
      data-testid="practice-dots"
      className="flex flex-wrap gap-1.5"
    >
      {Array.from({ length: count }, (_, i) => {
        const state: DotState =
          i >= answers.length
            ? 'pending'
            : i === current
              ? 'current'
              : answers[i] !== null
                ? 'answered'
                : 'unanswered';
        return (
          <li key={i}>
            <button
              type="button"
              data-testid={`practice-dot-${i}`}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
              aria-label={t('practice.session.dotLabel', {
                number: i + 1,
                state: t(`practice.session.dotStates.${state}`),
              })}
              disabled={state === 'pending'}
              onClick={() => onSelect(i)}
              className={clsx(
                'flex h-8 w-8 items-center justify-center rounded-full text-xs font-semibold tabular-nums transition-colors',
                STYLES[state],
                state === 'current' && answers[i] !== null && 'bg-indigo-50 dark:bg-sky-400/10',
              )}
            >
              {i + 1}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
