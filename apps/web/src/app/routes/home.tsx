import { lazy, Suspense } from 'react';
import { useAuthModalStore } from '@/features/auth/store';
import { DashboardSkeleton } from '@/features/dashboard/components/dashboard-skeleton';
import { HomePage, loadAboutTheTest } from '@/features/home/components/home-page';
import { useCurrentUser, useUserStore } from '@/entities/user/store';

const loadLearnerHome = () => import('@/features/dashboard/components/learner-home');
const LearnerHome = lazy(loadLearnerHome);
// A returning learner's dashboard, or a visitor's sections below the hero, start downloading
// with this module, not after its render.
if (useUserStore.getState().user) void loadLearnerHome();
else void loadAboutTheTest();

export function Component() {
  const openModal = useAuthModalStore((state) => state.openModal);
  const user = useCurrentUser();
  return (
    <HomePage
      onOpenAuth={openModal}
      dashboard={
        user ? (
          <Suspense fallback={<DashboardSkeleton />}>
            <LearnerHome key={user.id} userId={user.id} />
          </Suspense>
        ) : null
      }
    />
  );
}
