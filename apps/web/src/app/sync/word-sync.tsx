import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '@/entities/user/store';
import { VOCABULARY_KEY } from '@/entities/vocabulary-word/keys';
import { syncLocalWords } from '@/entities/vocabulary-word/sync-local-words';
import { notify } from '@/lib/notify';

/**
 * Words added while signed out or offline go to the account once the learner is signed in and
 * online: at start, on sign-in, and whenever the browser comes back online.
 */
export function WordSync() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const signedIn = useUserStore((state) => state.isAuthenticated && state.user !== null);

  useEffect(() => {
    if (!signedIn) return;
    const sync = () => {
      if (navigator.onLine === false) return;
      void syncLocalWords()
        .then((count) => {
          if (count === 0) return;
          notify.success(t('wordCapture.synced', { count }));
          void client.invalidateQueries({ queryKey: VOCABULARY_KEY });
        })
        .catch((error: unknown) => console.warn('Could not sync local words', error));
    };
    sync();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, [signedIn, client, t]);

  return null;
}
