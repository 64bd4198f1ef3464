import { useQuery } from '@tanstack/react-query';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

export const mockTestKey = (id: string) => ['mock-tests', id] as const;

/** GET /api/mock-tests/{id}; a submitted test no longer changes and is cached for good. */
export const useMockTest = (id: string | null) =>
  useQuery({
    queryKey: mockTestKey(id ?? ''),
    queryFn: ({ signal }) =>
      api.call(routes.mockTests.getMockTest, { params: { id: id! }, signal }),
    enabled: id !== null,
    staleTime: (query) => (query.state.data?.status === 'submitted' ? Infinity : 0),
  });
