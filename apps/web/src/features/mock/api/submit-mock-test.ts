import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/** POST /api/mock-tests/{id}/submit — the result; submitting again returns the same one. */
export const submitMockTest = (id: string) =>
  api.call(routes.mockTests.submitMockTest, { params: { id } });
