import { useEffect } from 'react';
import { useUserStore } from '@/entities/user/store';
import { loadCurrentUser } from '@/features/auth/load-user';
import { VocabularyPage } from '@/features/vocabulary/components/vocabulary-page';

/** Open to everyone: a visitor sees the prompt to sign in rather than being sent away. */
export function Component() {
  const user = useUserStore((state) => (state.isAuthenticated ? state.user : null));
  const loadStatus = useUserStore((state) => state.loadStatus);

  useEffect(() => {
    if (!user && loadStatus === 'idle') void loadCurrentUser();
  }, [user, loadStatus]);

  return <VocabularyPage userId={user?.id ?? null} checking={loadStatus !== 'done'} />;
}
