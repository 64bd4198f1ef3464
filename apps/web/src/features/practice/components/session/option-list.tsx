import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { wordCaptureTarget } from '@/entities/vocabulary-word/selection';
import { LETTERS } from '../../labels';

interface OptionListProps {
  options: readonly string[];
  selected: number | null;
  /** Parts 1–2: the options are only heard, so their text waits for an answer. */
  hideText: boolean;
  onChoose: (index: number) => void;
}

/** Whether a click ends a text selection made inside `element` (the learner selecting a word). */
const endsSelectionIn = (element: Element) => {
  const selection = window.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return false;
  return element.contains(selection.getRangeAt(0).commonAncestorContainer);
};

/**
 * Options A–D as large radio buttons; the chosen one is highlighted. Once the question is
 * answered their text may be selected and added to the notebook (a click that ends a selection
 * inside an option selects text, it does not change the answer).
 */
export function OptionList({ options, selected, hideText, onChoose }: OptionListProps) {
  const { t } = useTranslation();
  return (
    <div
      role="radiogroup"
      aria-label={t('practice.session.options')}
      data-testid="practice-options"
      className="grid gap-2.5"
    >
      {options.map((option, i) => {
        const chosen = selected === i;
        const letter = LETTERS[i]!;
        return (
          <button
            key={i}
            type="button"
            role="radio"
            aria-checked={chosen}
            data-testid={`practice-option-${i}`}
            onClick={(event) => {
              if (!endsSelectionIn(event.currentTarget)) onChoose(i);
            }}
            className={clsx(
              'flex min-h-12 w-full items-center gap-3 rounded-2xl border px-3 py-2.5 text-left transition-colors sm:px-4',
              chosen
                ? 'border-indigo-500 bg-indigo-50 ring-1 ring-indigo-500 dark:border-sky-400 dark:bg-sky-400/10 dark:ring-sky-400'
                : 'border-slate-200 hover:border-indigo-300 hover:bg-slate-50 dark:border-slate-700 dark:hover:border-sky-500/50 dark:hover:bg-slate-800',
            )}
          >
            <span
              aria-hidden
              className={clsx(
                'flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                chosen
                  ? 'bg-indigo-600 text-white dark:bg-sky-400 dark:text-slate-950'
                  : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
              )}
            >
              {letter}
            </span>
            <span
              {...(selected !== null && !hideText ? wordCaptureTarget : {})}
              className="min-w-0 text-[15px] leading-snug break-words text-slate-800 select-text dark:text-slate-100"
            >
              {hideText ? t('practice.session.optionHidden', { letter }) : option}
            </span>
          </button>
        );
      })}
    </div>
  );
}
