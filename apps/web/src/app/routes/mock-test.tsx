import { useParams } from 'react-router';
import { MockRun } from '@/features/mock/components/mock-run';

/** `/mock/{id}`: the test, then its results. */
export function Component() {
  const { mockId = '' } = useParams();
  return <MockRun key={mockId} mockId={mockId} />;
}
