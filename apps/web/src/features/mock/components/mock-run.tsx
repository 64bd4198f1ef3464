import type { MockTestDetail } from '@toeic-ace/contract';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { afterFirstPaint } from '@/lib/idle';
import { Button } from '@/components/button';
import { PageSpinner } from '@/components/spinner';
import { useMockTest } from '@/entities/mock-test/api/get-mock-test';

// The sections and the results are chunks of their own: both start downloading once the page's
// first paint is on screen, so whichever the test needs is there when it has loaded, and the
// first paint waits for neither.
const loadInProgress = () => import('./mock-in-progress');
const loadResults = () =>
  import('./mock-results').then((module) => ({ default: module.MockResults }));
const MockInProgress = lazy(loadInProgress);
const MockResults = lazy(loadResults);
afterFirstPaint(() => {
  void loadInProgress();
  void loadResults();
});

/** `/mock/{id}`: the test where it stands by the server's clock, or its results. */
export function MockRun({ mockId }: { mockId: string }) {
  const { t } = useTranslation();
  const query = useMockTest(mockId);
  // A refetch (window focus) must not restart the sections: the first load sets them up.
  const first = useRef<{ mock: MockTestDetail; at: number } | null>(null);
  if (query.data && (!first.current || query.data.status === 'submitted')) {
    first.current = { mock: query.data, at: query.dataUpdatedAt };
  }
  const loading = <PageSpinner message={t('common.loading')} testId="mock-loading" />;
  if (query.isPending) return loading;
  if (query.isError || !first.current) {
    return (
      <div
        role="alert"
        data-testid="mock-error"
        className="flex flex-col items-center gap-3 py-20 text-slate-600 dark:text-slate-300"
      >
        {t('mock.errors.loadFailed')}
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('mock.errors.retry')}
        </Button>
      </div>
    );
  }
  const { mock, at } = first.current;
  return (
    <Suspense fallback={loading}>
      {mock.status === 'submitted' ? (
        <MockResults mock={mock} />
      ) : (
        <MockInProgress key={mock.id} mock={mock} receivedAt={at} />
      )}
    </Suspense>
  );
}
