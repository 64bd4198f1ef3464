import { useQuery } from '@tanstack/react-query';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

export const MOCK_TESTS_KEY = ['mock-tests'] as const;

/** GET /api/mock-tests — the learner's tests, newest first (mock page and home dashboard). */
export const useMockTests = (enabled = true) =>
  useQuery({
    queryKey: MOCK_TESTS_KEY,
    queryFn: ({ signal }) => api.call(routes.mockTests.listMockTests, { signal }),
    staleTime: 0,
    enabled,
  });
