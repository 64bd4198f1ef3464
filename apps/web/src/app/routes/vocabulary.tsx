import { useEffect } from 'react';
import { useUserStore } from '@/entities/user/store';
import { loadCurrentUser } from '@/features/auth/load-user';
import { vocabularyStatsQuery } from '@/features/vocabulary/api/get-stats';
import { wordsQuery } from '@/features/vocabulary/api/list-words';
import { VocabularyPage } from '@/features/vocabulary/components/vocabulary-page';
import { DEFAULT_SORT } from '@/features/vocabulary/sort';
import { queryClient } from '@/lib/query-client';

// A returning learner's figures and first page of words are asked for as this module loads, not
// after the page's first render: they arrive sooner, often with that render.
const { user, isAuthenticated } = useUserStore.getState();
if (user && isAuthenticated) {
  void queryClient.prefetchQuery(vocabularyStatsQuery(user.id));
  const filter = { sortBy: DEFAULT_SORT.field, sortOrder: DEFAULT_SORT.order };
  void queryClient.prefetchInfiniteQuery(wordsQuery(filter, user.id));
}

/** Open to everyone: a visitor sees the prompt to sign in rather than being sent away. */
export function Component() {
  const user = useUserStore((state) => (state.isAuthenticated ? state.user : null));
  const loadStatus = useUserStore((state) => state.loadStatus);

  useEffect(() => {
    if (!user && loadStatus === 'idle') void loadCurrentUser();
  }, [user, loadStatus]);

  return <VocabularyPage userId={user?.id ?? null} checking={loadStatus !== 'done'} />;
}
