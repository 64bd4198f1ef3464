import { MockPage } from '@/features/mock/components/mock-page';

/** `/mock`: choose a full or half test, continue a running one, and past results. */
export function Component() {
  return <MockPage />;
}
