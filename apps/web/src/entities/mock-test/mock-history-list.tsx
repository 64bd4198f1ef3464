import type { MockTestSummary } from '@toeic-ace/contract';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/entities/practice-session/format';

/** The learner's mock tests as rows linking to each (the mock page and the home dashboard). */
export function MockHistoryList({
  tests,
  limit,
  testId = 'mock-history',
}: {
  tests: readonly MockTestSummary[];
  limit?: number;
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const shown = limit === undefined ? tests : tests.slice(0, limit);
  if (shown.length === 0) {
    return (
      <p data-testid={`${testId}-empty`} className="text-sm text-slate-500 dark:text-slate-400">
        {t('mock.history.empty')}
      </p>
    );
  }
  return (
    <ul data-testid={testId} className="divide-y divide-slate-100 dark:divide-slate-800">
      {shown.map((test) => (
        <li key={test.id}>
          <Link
            to={`/mock/${encodeURIComponent(test.id)}`}
            data-testid={`${testId}-item`}
            className="flex items-center gap-3 py-3 hover:bg-slate-50 sm:px-2 dark:hover:bg-slate-800/50"
          >
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-slate-900 dark:text-white">
                {t(`mock.kinds.${test.kind}`)}
              </p>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {formatDateTime(test.submittedAt ?? test.createdAt, i18n.language)}
                {test.result && (
                  <>
                    <span aria-hidden> · </span>
                    {t('mock.history.sections', {
                      listening: test.result.listening.scaled,
                      reading: test.result.reading.scaled,
                    })}
                  </>
                )}
              </p>
            </div>
            <span
              className={
                test.result
                  ? 'text-lg font-bold text-indigo-700 tabular-nums dark:text-sky-300'
                  : 'rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-500/20 dark:text-amber-100'
              }
            >
              {test.result ? test.result.total : t('mock.history.inProgress')}
            </span>
            <ChevronRight className="h-4 w-4 text-slate-400" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
