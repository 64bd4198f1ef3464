import { countdownTone, type CountdownTone } from '@toeic-ace/contract/rules';
import clsx from 'clsx';
import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const TONES: Record<CountdownTone, string> = {
  normal: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  warning: 'bg-orange-100 text-orange-700 dark:bg-orange-500/20 dark:text-orange-300',
  danger: 'bg-rose-100 text-rose-700 dark:bg-rose-500/20 dark:text-rose-300',
};

/** Seconds left on the card: orange at 10 or less, red at 5 or less. */
export function Countdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const tone = countdownTone(seconds);
  return (
    <span
      data-testid="review-countdown"
      data-tone={tone}
      role="timer"
      aria-label={t('flashcards.countdown', { count: seconds })}
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold tabular-nums transition-colors',
        TONES[tone],
      )}
    >
      <Timer className="h-4 w-4" aria-hidden />
      {seconds}s
    </span>
  );
}
