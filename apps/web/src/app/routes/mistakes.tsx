import { MistakesPage } from '@/features/mistakes/components/mistakes-page';

export function Component() {
  return <MistakesPage />;
}
