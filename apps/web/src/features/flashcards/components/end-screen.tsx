import clsx from 'clsx';
import { PartyPopper, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/button';
import type { Tally } from '../review-session';

const TILES = [
  {
    key: 'proficient',
    rating: 'easy',
    tone: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-300',
  },
  {
    key: 'remembered',
    rating: 'normal',
    tone: 'bg-sky-50 text-sky-700 dark:bg-sky-500/10 dark:text-sky-300',
  },
  {
    key: 'forgotten',
    rating: 'again',
    tone: 'bg-rose-50 text-rose-700 dark:bg-rose-500/10 dark:text-rose-300',
  },
] as const;

interface EndScreenProps {
  tally: Tally;
  reviewed: number;
  showTip: boolean;
  onContinue: () => void;
}

/** The round's tally (proficient / remembered / forgotten), the tip, and where to go next. */
export function EndScreen({ tally, reviewed, showTip, onContinue }: EndScreenProps) {
  const { t } = useTranslation();
  return (
    <section
      data-testid="review-end"
      className="space-y-6 rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <PartyPopper className="mx-auto h-10 w-10 text-indigo-500 dark:text-sky-400" aria-hidden />
      <div className="space-y-1">
        <h2 className="text-xl font-bold text-slate-900 dark:text-white">
          {t('flashcards.end.title')}
        </h2>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {t('flashcards.end.reviewed', { count: reviewed })}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        {TILES.map(({ key, rating, tone }) => (
          <div key={key} className={clsx('rounded-2xl px-2 py-4', tone)}>
            <dd data-testid={`tally-${key}`} className="text-3xl font-bold tabular-nums">
              {tally[key]}
            </dd>
            <dt className="mt-1 text-xs leading-snug font-medium sm:text-sm">
              {t(`flashcards.rating.${rating}`)}
            </dt>
          </div>
        ))}
      </dl>
      {showTip && (
        <p
          data-testid="review-tip"
          className="flex items-center justify-center gap-2 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-800 dark:bg-amber-500/10 dark:text-amber-200"
        >
          <Sparkles className="h-4 w-4 shrink-0" aria-hidden />
          {t('flashcards.end.tip')}
        </p>
      )}
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/vocabulary" data-testid="back-to-notebook" className={buttonClass('secondary')}>
          {t('flashcards.end.back')}
        </Link>
        {reviewed > 0 && (
          <Button data-testid="continue-review" onClick={onContinue}>
            {t('flashcards.end.continue')}
          </Button>
        )}
      </div>
    </section>
  );
}
