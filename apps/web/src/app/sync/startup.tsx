import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadCurrentUser } from '@/features/auth/load-user';
import { clearPracticeOnLogout, sessionSummaryOf } from '@/features/practice/session-events';
import { usePreferencesStore } from '@/features/settings/store';
import { listenForCompletedSessions, listenForNotifications } from '@/lib/events';
import { afterFirstPaint } from '@/lib/idle';
import { registerLogoutCleanup, useUserStore } from '@/entities/user/store';

/**
 * Start-up work: the user load, the showNotification and practiceSessionCompleted
 * events, logout cleanups.
 */
export function Startup() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // A returning learner's stored profile serves the first paint; the server's copy is asked
    // for just after it, not while the page is still getting there.
    if (useUserStore.getState().user) return afterFirstPaint(() => void loadCurrentUser());
    void loadCurrentUser();
  }, []);
  useEffect(() => listenForNotifications(), []);
  useEffect(
    () =>
      listenForCompletedSessions((session) => {
        const summary = sessionSummaryOf(session);
        if (summary) useUserStore.getState().addPracticeSession(summary);
      }),
    [],
  );
  useEffect(
    () =>
      registerLogoutCleanup(() => {
        queryClient.clear();
        usePreferencesStore.getState().reload();
        clearPracticeOnLogout();
      }),
    [queryClient],
  );
  return null;
}
