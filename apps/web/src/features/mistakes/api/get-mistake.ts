import { useQuery } from '@tanstack/react-query';
import { MISTAKES_KEY } from '@/entities/mistakes/api/get-summary';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/** GET /api/mistakes/{questionId} — the item and its attempts, newest first. */
export const getMistake = (questionId: string, signal?: AbortSignal) =>
  api.call(routes.mistakes.getMistake, { params: { questionId }, signal });

export const useMistakeDetail = (questionId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...MISTAKES_KEY, 'detail', questionId],
    queryFn: ({ signal }) => getMistake(questionId, signal),
    enabled,
    staleTime: 0,
  });
