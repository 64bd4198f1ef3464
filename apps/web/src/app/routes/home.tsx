import { Dashboard } from '@/features/dashboard/components/dashboard';
import { useAuthModalStore } from '@/features/auth/store';
import { HomePage } from '@/features/home/components/home-page';
import { useCurrentUser } from '@/entities/user/store';

export function Component() {
  const openModal = useAuthModalStore((state) => state.openModal);
  const user = useCurrentUser();
  return <HomePage onOpenAuth={openModal} dashboard={user ? <Dashboard key={user.id} /> : null} />;
}
