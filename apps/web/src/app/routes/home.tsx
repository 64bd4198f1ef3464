import { Dashboard } from '@/features/dashboard/components/dashboard';
import { useAuthModalStore } from '@/features/auth/store';
import { HomePage } from '@/features/home/components/home-page';
import { MistakesSummaryCard } from '@/entities/mistakes/components/mistakes-summary-card';
import { useCurrentUser } from '@/entities/user/store';
import { ReviewSummary } from '@/entities/vocabulary-stats/components/review-summary';

export function Component() {
  const openModal = useAuthModalStore((state) => state.openModal);
  const user = useCurrentUser();
  return (
    <HomePage
      onOpenAuth={openModal}
      dashboard={
        user ? (
          <div key={user.id} className="space-y-5 sm:space-y-6">
            <ReviewSummary userId={user.id} />
            <MistakesSummaryCard userId={user.id} />
            <Dashboard />
          </div>
        ) : null
      }
    />
  );
}
