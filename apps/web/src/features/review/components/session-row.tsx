import type { PracticeSession } from '@toeic-ace/contract';
import clsx from 'clsx';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SessionKind } from './session-kind';
import { ScorePill, TONE_BORDER } from '@/entities/practice-session/score-pill';
import {
  formatDateTime,
  partKeyOf,
  partNumberOf,
  sessionTone,
} from '@/entities/practice-session/format';

/** A completed session, coloured by score (≥ 80 green, ≥ 60 yellow, else red). */
export function SessionRow({ session }: { session: PracticeSession }) {
  const { t, i18n } = useTranslation();
  const tone = sessionTone(session.score);
  const parts = session.categories
    .map((category) => partNumberOf({ category }))
    .filter((p): p is number => p !== null);
  const title =
    parts
      .map((part) => {
        const key = partKeyOf(part);
        return key ? t('session.partName', { part, name: t(`parts.${key}.name`) }) : '';
      })
      .join(' · ') || t(`session.types.${session.type}`);
  const date = formatDateTime(session.completedAt ?? session.createdAt, i18n.language);
  return (
    <li>
      <Link
        to={`/review/${encodeURIComponent(session.id)}`}
        data-testid="review-session-row"
        data-tone={tone}
        data-session-id={session.id}
        className={clsx(
          'group flex items-center gap-3 rounded-2xl border border-l-4 border-slate-200 bg-white p-3 shadow-sm transition hover:border-indigo-300 hover:shadow-md sm:gap-4 sm:p-4 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/60',
          TONE_BORDER[tone],
        )}
      >
        <ScorePill
          score={session.score}
          label={t('session.scoreLabel', { score: session.score ?? '--' })}
        />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-slate-900 dark:text-white">{title}</p>
          <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
            <SessionKind session={session} />
            <span aria-hidden> · </span>
            {t('session.accuracy', {
              correct: session.correctAnswers,
              total: session.totalQuestions,
            })}
          </p>
          <p className="mt-0.5 text-xs text-slate-500 sm:hidden dark:text-slate-400">{date}</p>
        </div>
        <time
          dateTime={session.completedAt ?? undefined}
          className="hidden shrink-0 text-sm text-slate-500 tabular-nums sm:block dark:text-slate-400"
        >
          {date}
        </time>
        <ChevronRight
          className="h-5 w-5 shrink-0 text-slate-300 transition-transform group-hover:translate-x-0.5 dark:text-slate-600"
          aria-hidden
        />
      </Link>
    </li>
  );
}
