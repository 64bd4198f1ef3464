import { AlertCircle, ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { ProgressBar } from '@/components/progress-bar';
import { Spinner } from '@/components/spinner';
import { usePendingRatings } from '../hooks/use-pending-ratings';
import { useReviewKeys } from '../hooks/use-review-keys';
import { useReviewSession } from '../hooks/use-review-session';
import { reviewedCount, showsProficientTip } from '../review-session';
import { EndScreen } from './end-screen';
import { Flashcard } from './flashcard';
import { NoDueWords } from './no-due-words';

/** `/vocabulary/review` — the due words as timed flashcards, one round at a time. */
export function ReviewPage({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const session = useReviewSession(userId);
  const { state } = session;
  const pending = usePendingRatings(userId);
  useReviewKeys(state.phase, session);
  const word = state.words[state.index];
  const total = state.words.length;
  const reviewed = reviewedCount(state);

  return (
    <div className="mx-auto max-w-2xl space-y-5 px-4 py-6 sm:py-8">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">
          {t('flashcards.title')}
        </h1>
        <Link
          to="/vocabulary"
          className="inline-flex items-center gap-1 text-sm text-slate-500 hover:text-indigo-600 dark:text-slate-400 dark:hover:text-sky-300"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t('flashcards.end.back')}
        </Link>
      </div>

      {state.phase === 'loading' && (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label={t('flashcards.title')} />
        </div>
      )}
      {state.phase === 'error' && (
        <div
          role="alert"
          data-testid="review-load-error"
          className="flex flex-col items-center gap-3 rounded-3xl border border-rose-200 bg-rose-50 px-6 py-10 text-center text-rose-800 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-200"
        >
          <AlertCircle className="h-6 w-6" aria-hidden />
          {t('flashcards.loadFailed')}
          <Button
            variant="secondary"
            size="sm"
            data-testid="review-load-retry"
            onClick={() => void session.reload()}
          >
            {t('flashcards.retry')}
          </Button>
        </div>
      )}
      {state.phase === 'empty' && <NoDueWords />}
      {state.phase === 'done' && (
        <EndScreen
          tally={state.tally}
          reviewed={reviewed}
          showTip={showsProficientTip(state)}
          onContinue={() => void session.reload()}
        />
      )}
      {word &&
        (state.phase === 'question' || state.phase === 'answer' || state.phase === 'timeout') && (
          <>
            <div className="space-y-2">
              <div className="flex justify-between text-sm text-slate-600 dark:text-slate-300">
                <span>{t('flashcards.progressLabel')}</span>
                <span data-testid="review-progress" className="tabular-nums">
                  {t('flashcards.progress', { current: state.index + 1, total })}
                </span>
              </div>
              <ProgressBar
                percent={((state.index + 1) / total) * 100}
                label={t('flashcards.progressLabel')}
              />
            </div>
            <Flashcard
              key={`${word.id}-${state.index}`}
              word={word}
              phase={state.phase}
              secondsLeft={session.secondsLeft}
              onReveal={session.reveal}
              onJudge={session.judge}
              onAcknowledgeTimeout={session.acknowledgeTimeout}
            />
            <p
              data-testid="review-footer"
              className="text-center text-sm text-slate-500 tabular-nums dark:text-slate-400"
            >
              {t('flashcards.footer', { reviewed, remaining: total - reviewed })}
            </p>
          </>
        )}
      {pending > 0 && (
        <p
          data-testid="review-pending"
          className="text-center text-xs text-amber-700 dark:text-amber-300"
        >
          {t('flashcards.pending', { count: pending })}
        </p>
      )}
    </div>
  );
}
