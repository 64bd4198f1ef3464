import { AlertCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ComponentErrorBoundary } from '@/components/component-error-boundary';
import { useUserStore } from '@/entities/user/store';
import { usePracticeStats } from '@/entities/practice-session/api/get-stats';
import { readFailure } from '@/lib/query-client';
import { predictScore } from '@toeic-ace/contract/rules';
import { useMockTests } from '@/entities/mock-test/api/list-mock-tests';
import { MockHistoryCard } from '@/entities/mock-test/mock-history-card';
import { useHomeShortcuts } from '../hooks/use-home-shortcuts';
import { scoreView } from '../score-view';
import { ActionCards } from './action-cards';
import { ChartsSection } from './charts-section';
import { DashboardSkeleton } from './dashboard-skeleton';
import { HistoryModal } from './history-modal';
import { ScoreCard } from './score-card';
import { SummaryStats } from './summary-stats';

/** The signed-in home: score dashboard, the two cards, summary stats and charts. */
export function Dashboard() {
  const { t } = useTranslation();
  const stats = usePracticeStats();
  const [historyOpen, setHistoryOpen] = useState(false);
  useHomeShortcuts(!historyOpen);
  const estimate = stats.data?.estimate;
  // A recent mock test outweighs practice (predictScore's rule, in the contract).
  const mocks = useMockTests().data?.tests ?? [];
  const prediction = predictScore(estimate?.estimatedScore ?? 0, mocks, new Date());
  const mockResult = mocks.find((m) => m.id === prediction.mockId)?.result ?? null;
  useEffect(() => {
    // The user store keeps the estimate on screen until logout clears it with the sessions.
    if (estimate) useUserStore.getState().setScoreEstimation(estimate);
  }, [estimate]);

  return (
    <div data-testid="dashboard" className="space-y-5 sm:space-y-6">
      <div className="grid gap-5 lg:grid-cols-3">
        <div className="lg:col-span-2 lg:row-span-2">
          {stats.data ? (
            <ScoreCard
              view={scoreView(stats.data, mockResult)}
              onOpenHistory={() => setHistoryOpen(true)}
            />
          ) : readFailure(stats) ? (
            <div
              role="alert"
              data-testid="dashboard-error"
              className="flex h-full flex-col items-center justify-center gap-3 rounded-3xl border border-slate-200 bg-white p-8 text-center text-sm text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300"
            >
              <AlertCircle className="h-6 w-6 text-rose-500" aria-hidden />
              {t('dashboard.loadFailed')}
              <Button variant="secondary" size="sm" onClick={() => void stats.refetch()}>
                {t('dashboard.retry')}
              </Button>
            </div>
          ) : (
            <DashboardSkeleton />
          )}
        </div>
        <ActionCards />
        {stats.data && <SummaryStats stats={stats.data} />}
      </div>
      {stats.data && (
        <ComponentErrorBoundary name="dashboard-charts">
          <ChartsSection stats={stats.data} />
        </ComponentErrorBoundary>
      )}
      <MockHistoryCard tests={mocks} />
      <HistoryModal open={historyOpen} onClose={() => setHistoryOpen(false)} />
    </div>
  );
}
