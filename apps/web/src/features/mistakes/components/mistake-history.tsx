import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/entities/practice-session/format';
import { useMistakeDetail } from '../api/get-mistake';

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** A question's attempts, newest first: where, when, what was chosen, right or wrong. */
export function MistakeHistory({ questionId }: { questionId: string }) {
  const { t, i18n } = useTranslation();
  const detail = useMistakeDetail(questionId, true);
  if (detail.isPending) {
    return <p className="text-sm text-slate-500">{t('mistakes.history.loading')}</p>;
  }
  if (detail.isError) {
    return <p className="text-sm text-rose-600">{t('mistakes.history.failed')}</p>;
  }
  return (
    <section aria-label={t('mistakes.history.title')}>
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('mistakes.history.title')}
      </h3>
      <ol data-testid="mistake-history" className="mt-2 space-y-1.5">
        {detail.data.attempts.map((attempt) => (
          <li
            key={`${attempt.sourceId}:${attempt.answeredAt}`}
            data-testid="mistake-attempt"
            data-correct={attempt.correct}
            className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300"
          >
            <span className="tabular-nums">
              {formatDateTime(attempt.answeredAt, i18n.language)}
            </span>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">
              {t(`mistakes.history.${attempt.review ? 'review' : attempt.source}`)}
            </span>
            <span>{t('mistakes.history.answer', { letter: LETTERS[attempt.answer] })}</span>
            <span
              className={clsx(
                'font-semibold',
                attempt.correct
                  ? 'text-emerald-600 dark:text-emerald-400'
                  : 'text-rose-600 dark:text-rose-400',
              )}
            >
              {t(`mistakes.history.${attempt.correct ? 'right' : 'wrong'}`)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
