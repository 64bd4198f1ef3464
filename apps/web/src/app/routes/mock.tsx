import { MockPage } from '@/features/mock/components/mock-page';

/** `/mock`: choose a test, and the history (the test itself is routes/mock-run.tsx). */
export function Component() {
  return <MockPage />;
}
