import { useInfiniteQuery } from '@tanstack/react-query';
import type { ChatSessionDetail } from '@toeic-ace/contract';
import { useCallback } from 'react';
import { getChatSession } from '../api/get-session';
import { chatKeys } from '../api/keys';

/**
 * The messages before the session's newest page, read one page at a time as the learner
 * scrolls back (an infinite query whose page parameter is the `before` message id). Nothing is
 * read until `loadOlder` is called: the panel opens with the newest page alone.
 */
export function useOlderMessages(session: ChatSessionDetail | null) {
  const first = session?.messagePage.nextBefore ?? null;
  const query = useInfiniteQuery({
    // Keyed by where the newest page began too: after new messages the pages start elsewhere.
    queryKey: [...chatKeys.older(session?.id ?? ''), first],
    queryFn: ({ pageParam, signal }) => getChatSession(session!.id, signal, pageParam),
    initialPageParam: first ?? '',
    getNextPageParam: (page) => page.messagePage.nextBefore ?? undefined,
    // Fetched only on demand; a page once read does not change (messages are never edited).
    enabled: false,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: false,
  });
  const pages = query.data?.pages ?? [];
  const hasOlder = pages.length === 0 ? first !== null : query.hasNextPage;
  const busy = query.isFetching;
  const { fetchNextPage } = query;
  const loadOlder = useCallback(() => {
    if (!session || !hasOlder || busy) return;
    void fetchNextPage();
  }, [session, hasOlder, busy, fetchNextPage]);
  // Oldest first: the last page read is the oldest.
  const messages = pages
    .slice()
    .reverse()
    .flatMap((page) => page.messages);
  return { messages, hasOlder, loading: busy, failed: query.isError, loadOlder };
}
