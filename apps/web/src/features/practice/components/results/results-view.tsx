import { feedbackTier, type FeedbackTier } from '@toeic-ace/contract/rules';
import { BookOpenCheck, Home, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/button';
import { Ring } from '@/components/ring';
import { missedQuestionContext } from '@/entities/tutor/from-question';
import { useTutorContext } from '@/entities/tutor/use-tutor-context';
import { usePracticeLabels } from '../../labels';
import { resultOf } from '../../session-logic';
import type { LocalPracticeSession } from '@/entities/practice-session/types';
import { ResultStats } from './result-stats';

const TONES: Record<FeedbackTier, string> = {
  excellent: 'stroke-emerald-500 dark:stroke-emerald-400',
  good: 'stroke-emerald-500 dark:stroke-emerald-400',
  keepPractising: 'stroke-indigo-600 dark:stroke-sky-400',
  needPractice: 'stroke-amber-500 dark:stroke-amber-400',
  keepTrying: 'stroke-rose-500 dark:stroke-rose-400',
};

interface ResultsViewProps {
  session: LocalPracticeSession;
  /** Where "view explanations" leads; no button without it or without a server session. */
  reviewPath?: (serverSessionId: string) => string;
  onAgain: () => void;
}

/** Ring with percent correct, the counts, duration, a feedback tier and the next steps. */
export function ResultsView({ session, reviewPath, onAgain }: ResultsViewProps) {
  const { t } = useTranslation();
  const labels = usePracticeLabels();
  const local = resultOf(session);
  const score = session.score ?? local.score;
  const total = session.totalQuestions || local.total;
  const correct = session.correctCount;
  const tier = feedbackTier(score);
  const review = reviewPath && session.serverSessionId ? reviewPath(session.serverSessionId) : null;
  useTutorContext(missedQuestionContext(session.questions, session.userAnswers));
  return (
    <div data-testid="practice-results" className="mx-auto max-w-3xl space-y-6">
      <section className="rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
          {t('practice.results.title')}
        </h1>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
          {labels.type(session.setup.questionType)} ·{' '}
          {t('practice.results.summary', {
            category: labels.part(session.setup.category),
            level: labels.setLevel(session.questions, session.setup.difficulty),
          })}
        </p>
        <div className="mt-8 flex justify-center">
          <Ring
            percent={score}
            size={176}
            tone={TONES[tier]}
            label={`${t('practice.results.scoreLabel')} ${score}%`}
            testId="practice-score-ring"
          >
            <span
              data-testid="practice-score"
              className="text-4xl font-extrabold text-slate-900 tabular-nums dark:text-white"
            >
              {score}%
            </span>
            <span className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
              {t('practice.results.scoreLabel')}
            </span>
          </Ring>
        </div>
        <p
          data-testid="practice-feedback"
          data-tier={tier}
          className="mx-auto mt-6 max-w-md text-base font-medium text-slate-700 dark:text-slate-200"
        >
          {t(`practice.results.feedback.${tier}`)}
        </p>
        <ResultStats
          correct={correct}
          wrong={Math.max(0, total - correct - local.unanswered)}
          total={total}
          unanswered={local.unanswered}
          seconds={session.timeSpent}
        />
        {session.offline && (
          <p className="mt-6 text-xs text-amber-700 dark:text-amber-300">
            {t('practice.results.offline')}
          </p>
        )}
      </section>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        {review && (
          <Link
            to={review}
            data-testid="practice-view-explanations"
            className={buttonClass('primary', 'lg')}
          >
            <BookOpenCheck className="h-4 w-4" aria-hidden />
            {t('practice.results.viewExplanations')}
          </Link>
        )}
        <Button
          size="lg"
          variant={review ? 'secondary' : 'primary'}
          data-testid="practice-again"
          onClick={onAgain}
        >
          <RotateCcw className="h-4 w-4" aria-hidden />
          {t('practice.results.again')}
        </Button>
        <Link to="/" data-testid="practice-home" className={buttonClass('ghost', 'lg')}>
          <Home className="h-4 w-4" aria-hidden />
          {t('practice.results.home')}
        </Link>
      </div>
    </div>
  );
}
