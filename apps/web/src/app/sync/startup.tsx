import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadCurrentUser } from '@/features/auth/load-user';
import { usePreferencesStore } from '@/features/settings/store';
import { listenForNotifications } from '@/lib/events';
import { registerLogoutCleanup } from '@/lib/user-store';

/** Start-up work: the user load (spec 000 §4), the notification event, logout cleanups. */
export function Startup() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void loadCurrentUser();
  }, []);
  useEffect(() => listenForNotifications(), []);
  useEffect(
    () =>
      registerLogoutCleanup(() => {
        queryClient.clear();
        usePreferencesStore.getState().reload();
      }),
    [queryClient],
  );
  return null;
}
