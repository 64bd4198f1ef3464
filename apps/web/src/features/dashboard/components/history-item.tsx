import type { PracticeSession } from '@toeic-ace/contract';
import clsx from 'clsx';
import { CheckCircle2, Clock, ListOrdered, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScorePill } from '@/entities/practice-session/score-pill';
import {
  formatDateTime,
  formatDuration,
  levelNameKey,
  partKeyOf,
  partNumberOf,
} from '@/entities/practice-session/format';

/** One practice session in the history: score, type, level, status, accuracy, time, count. */
export function HistoryItem({ session }: { session: PracticeSession }) {
  const { t, i18n } = useTranslation();
  const parts = session.categories
    .map((category) => partNumberOf({ category }))
    .filter((p): p is number => p !== null);
  const title = [
    t(`session.types.${session.type}`),
    ...parts.map((part) => {
      const key = partKeyOf(part);
      return key ? t('session.partName', { part, name: t(`parts.${key}.name`) }) : '';
    }),
  ].join(' · ');
  return (
    <li
      data-testid="history-item"
      data-session-id={session.id}
      className="flex items-start gap-3 rounded-2xl border border-slate-200 p-3 sm:gap-4 sm:p-4 dark:border-slate-800"
    >
      <ScorePill
        score={session.score}
        label={t('session.scoreLabel', { score: session.score ?? '--' })}
        testId="history-item-score"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="font-semibold text-slate-900 dark:text-white">{title}</p>
          <span
            data-testid="history-item-status"
            className={clsx(
              'rounded-full px-2 py-0.5 text-xs font-medium',
              session.completed
                ? 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300'
                : 'bg-amber-50 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300',
            )}
          >
            {session.completed ? t('session.status.completed') : t('session.status.inProgress')}
          </span>
        </div>
        <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
          {t('session.level', {
            level: session.level,
            name: t(levelNameKey(session.level)),
          })}
          <span aria-hidden> · </span>
          {formatDateTime(session.completedAt ?? session.createdAt, i18n.language)}
        </p>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-300">
          <li className="flex items-center gap-1" data-testid="history-item-accuracy">
            {session.completed ? (
              <>
                <Target className="h-3.5 w-3.5 text-slate-400" aria-hidden />
                {t('session.accuracy', {
                  correct: session.correctAnswers,
                  total: session.totalQuestions,
                })}
              </>
            ) : (
              <>
                <CheckCircle2 className="h-3.5 w-3.5 text-slate-400" aria-hidden />
                {t('session.answered', {
                  answered: session.answeredCount,
                  total: session.totalQuestions,
                })}
              </>
            )}
          </li>
          <li className="flex items-center gap-1" data-testid="history-item-time">
            <Clock className="h-3.5 w-3.5 text-slate-400" aria-hidden />
            {formatDuration(session.timeSpent)}
          </li>
          <li className="flex items-center gap-1" data-testid="history-item-count">
            <ListOrdered className="h-3.5 w-3.5 text-slate-400" aria-hidden />
            {t('session.questionCount', { count: session.totalQuestions })}
          </li>
        </ul>
      </div>
    </li>
  );
}
