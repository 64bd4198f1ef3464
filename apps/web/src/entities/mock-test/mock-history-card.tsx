import type { MockTestSummary } from '@toeic-ace/contract';
import { ClipboardCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { Card } from '@/components/card';
import { MockHistoryList } from './mock-history-list';

/** The home dashboard's mock-test history: the latest few, and the way to take one. */
export function MockHistoryCard({ tests }: { tests: readonly MockTestSummary[] }) {
  const { t } = useTranslation();
  return (
    <Card testId="dashboard-mock-history">
      <div className="mb-2 flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-base font-bold text-slate-900 dark:text-white">
          <ClipboardCheck className="h-5 w-5 text-indigo-600 dark:text-sky-400" aria-hidden />
          {t('mock.dashboard.history')}
        </h2>
        <Link
          to="/mock"
          className={buttonClass('secondary', 'sm')}
          data-testid="dashboard-mock-start"
        >
          {t('mock.dashboard.start')}
        </Link>
      </div>
      <MockHistoryList tests={tests} limit={5} testId="dashboard-mock-list" />
    </Card>
  );
}
