import { useInfiniteQuery } from '@tanstack/react-query';
import { CHAT } from '@toeic-ace/contract/rules';
import type { ChatSessionList } from '@toeic-ace/contract';
import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';
import { chatKeys } from './keys';

/** GET /api/chat?action=sessions — one page of the learner's active sessions, newest first. */
export async function listChatSessions(page: number, signal?: AbortSignal) {
  const data = await api.call(routes.chat.read, {
    query: { action: 'sessions', page, limit: CHAT.pageSize, isActive: 'true' },
    signal,
  });
  return data as ChatSessionList;
}

/** The history dialog's pages of 10, with "load more" while pages remain. */
export const useChatHistoryQuery = (enabled: boolean) =>
  useInfiniteQuery({
    queryKey: chatKeys.history(),
    queryFn: ({ pageParam, signal }) => listChatSessions(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page < pagination.totalPages ? pagination.page + 1 : undefined,
    enabled,
    retry: false,
  });
