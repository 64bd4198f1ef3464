import { useAuthModalStore } from '@/features/auth/store';
import { HomePage } from '@/features/home/components/home-page';

export function Component() {
  const openModal = useAuthModalStore((state) => state.openModal);
  return <HomePage onOpenAuth={openModal} />;
}
