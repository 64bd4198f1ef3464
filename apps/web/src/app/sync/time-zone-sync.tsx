import { useEffect, useRef } from 'react';
import { updateProfile } from '@/entities/user/api/update-profile';
import { useCurrentUser, useUserStore } from '@/entities/user/store';
import { whenIdle } from '@/lib/idle';
import { browserTimeZone } from '@/lib/time-zone';

/**
 * Keeps the learner's time zone in their preferences in step with this browser's (Intl), so
 * the server counts review days and streaks in the learner's days. A failure is left silent:
 * the stats call names the zone itself, and the next visit tries again. Checked when the browser
 * is idle: the first time zone lookup loads Intl's zone data, which no screen waits for.
 */
export function TimeZoneSync() {
  const user = useCurrentUser();
  const attempted = useRef<string | null>(null);
  const userId = user?.id;
  const stored = user?.preferences.timeZone;

  useEffect(() => {
    if (!userId) return;
    return whenIdle(() => {
      const zone = browserTimeZone();
      if (stored === zone) return;
      const attempt = `${userId}:${zone}`;
      if (attempted.current === attempt) return;
      attempted.current = attempt;
      updateProfile({ preferences: { timeZone: zone } })
        .then((updated) => {
          if (useUserStore.getState().user?.id === updated.id) {
            useUserStore.getState().setUser(updated);
          }
        })
        .catch(() => undefined);
    });
  }, [userId, stored]);

  return null;
}
