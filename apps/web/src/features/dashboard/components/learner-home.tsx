import { ComponentErrorBoundary } from '@/components/component-error-boundary';
import { MistakesSummaryCard } from '@/entities/mistakes/components/mistakes-summary-card';
import { ReviewSummary } from '@/entities/vocabulary-stats/components/review-summary';
import { Dashboard } from './dashboard';

/**
 * What the home page shows a signed-in learner under the welcome: the notebook's and the
 * mistakes' due cards and the dashboard. Its own chunk (app/routes/home.tsx), so a visitor's
 * first load carries none of it.
 */
export default function LearnerHome({ userId }: { userId: string }) {
  return (
    <ComponentErrorBoundary name="dashboard">
      <div className="space-y-5 sm:space-y-6">
        <ReviewSummary userId={userId} />
        <MistakesSummaryCard userId={userId} />
        <Dashboard />
      </div>
    </ComponentErrorBoundary>
  );
}
