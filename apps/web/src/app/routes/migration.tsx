import { useEffect } from 'react';
import { useUserStore } from '@/entities/user/store';
import { loadCurrentUser } from '@/features/auth/load-user';
import { MigrationPage } from '@/features/migration/components/migration-page';
import { usePreferencesStore } from '@/features/settings/store';

/** Open to everyone: a visitor sees the prompt to sign in rather than a redirect. */
export function Component() {
  const user = useUserStore((state) => (state.isAuthenticated ? state.user : null));
  const loadStatus = useUserStore((state) => state.loadStatus);
  const preferences = usePreferencesStore((state) => state.local);

  useEffect(() => {
    if (!user && loadStatus === 'idle') void loadCurrentUser();
  }, [user, loadStatus]);

  return (
    <MigrationPage
      userId={user?.id ?? null}
      checking={loadStatus !== 'done'}
      preferences={preferences}
    />
  );
}
