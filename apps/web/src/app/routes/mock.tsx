import { useParams } from 'react-router';
import { MockPage } from '@/features/mock/components/mock-page';
import { MockRun } from '@/features/mock/components/mock-run';

/** `/mock` (choose and history) and `/mock/{id}` (the test, then its results). */
export function Component() {
  const { mockId } = useParams();
  return mockId ? <MockRun key={mockId} mockId={mockId} /> : <MockPage />;
}
