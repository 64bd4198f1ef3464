import type { PreferencesPatch } from '@toeic-ace/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { savePreferences } from '../store';

/** Saves one instant preference (theme…); a failure is toasted and the change rolled back. */
export function useSavePreference() {
  const { t } = useTranslation();
  return useCallback(
    async (patch: PreferencesPatch): Promise<boolean> => {
      try {
        await savePreferences(patch);
        return true;
      } catch (error) {
        notify.error(errorMessage(error, t('errors.updateFailed')));
        return false;
      }
    },
    [t],
  );
}
