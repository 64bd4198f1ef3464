import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '@/features/language/store';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { updateProfile } from '@/entities/user/api/update-profile';
import { useCurrentUser, useUserStore } from '@/entities/user/store';

/**
 * The browser's language choice is the source of truth. While logged in, whenever the user's
 * stored preference differs (a change here, or a login from a browser set to another language),
 * it is pushed to the server with PUT /api/auth/profile.
 */
export function LanguageSync() {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.language);
  const user = useCurrentUser();
  const pending = useRef<string | null>(null);
  const serverLanguage = user?.preferences.language;
  const userId = user?.id;

  useEffect(() => {
    if (!userId || !serverLanguage || serverLanguage === language) return;
    const attempt = `${userId}:${language}`;
    if (pending.current === attempt) return;
    pending.current = attempt;
    updateProfile({ preferences: { language } })
      .then((updated) => {
        if (useUserStore.getState().user?.id === updated.id) {
          useUserStore.getState().setUser(updated);
        }
      })
      .catch((error: unknown) => notify.error(errorMessage(error, t('errors.updateFailed'))))
      .finally(() => {
        if (pending.current === attempt) pending.current = null;
      });
  }, [userId, serverLanguage, language, t]);

  return null;
}
