import clsx from 'clsx';
import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MockQuestion } from '@toeic-ace/contract';

export type PaletteState = 'answered' | 'flagged' | 'unanswered';

interface QuestionPaletteProps {
  questions: readonly MockQuestion[];
  current: number;
  stateOf: (q: MockQuestion) => PaletteState;
  onSelect: (index: number) => void;
}

const STYLE: Record<PaletteState, string> = {
  answered: 'bg-indigo-600 text-white dark:bg-sky-400 dark:text-slate-950',
  flagged:
    'bg-amber-100 text-amber-900 ring-1 ring-amber-400 dark:bg-amber-500/20 dark:text-amber-100',
  unanswered:
    'bg-white text-slate-700 ring-1 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600',
};

/** Every reading question by number: answered / flagged / unanswered; a click goes there. */
export function QuestionPalette({ questions, current, stateOf, onSelect }: QuestionPaletteProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('mock.reading.palette')} data-testid="mock-palette" className="space-y-3">
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
        {(['answered', 'flagged', 'unanswered'] as const).map((state) => (
          <li key={state} className="flex items-center gap-1.5">
            <span className={clsx('inline-block h-3 w-3 rounded', STYLE[state])} aria-hidden />
            {t(`mock.reading.${state}`)}
          </li>
        ))}
      </ul>
      <ol className="grid grid-cols-8 gap-1.5 sm:grid-cols-10 lg:grid-cols-5">
        {questions.map((q, i) => {
          const state = stateOf(q);
          return (
            <li key={q.id}>
              <button
                type="button"
                data-testid={`mock-palette-${q.number}`}
                data-state={state}
                aria-current={i === current ? 'step' : undefined}
                aria-label={`${t('mock.reading.question', { number: q.number })} · ${t(`mock.reading.${state}`)}`}
                onClick={() => onSelect(i)}
                className={clsx(
                  'relative flex h-9 w-full items-center justify-center rounded-lg text-xs font-semibold tabular-nums',
                  STYLE[state],
                  i === current &&
                    'outline-2 outline-offset-2 outline-indigo-500 dark:outline-sky-300',
                )}
              >
                {q.number}
                {state === 'flagged' && (
                  <Flag
                    className="absolute -top-1 -right-1 h-3 w-3 fill-amber-500 text-amber-600"
                    aria-hidden
                  />
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
