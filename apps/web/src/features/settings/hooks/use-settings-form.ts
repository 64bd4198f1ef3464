import type { DictionaryLanguage } from '@toeic-ace/contract/rules';
import type { PreferencesPatch, User } from '@toeic-ace/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useUpdateProfile } from '@/entities/user/api/update-profile';
import { savePreferences, useCurrentPreferences } from '../store';

export interface SettingsDraft {
  username: string;
  dictionaryLanguage: DictionaryLanguage;
  questionsPerSession: number;
  timeLimitMinutes: string;
  difficulty: number[];
}

export type SettingsErrorField = 'username' | 'questionsPerSession' | 'timeLimit' | 'difficulty';
export type SettingsErrors = Partial<Record<SettingsErrorField, true>>;

const FIELDS: SettingsErrorField[] = ['username', 'questionsPerSession', 'timeLimit', 'difficulty'];

/** Draft, validation (the contract's schemas) and saving of the settings form. */
export function useSettingsForm(user: User | null) {
  const { t } = useTranslation();
  const preferences = useCurrentPreferences();
  const updateProfile = useUpdateProfile();
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [draft, setDraft] = useState<SettingsDraft>(() => ({
    username: user?.username ?? '',
    dictionaryLanguage: preferences.dictionaryLanguage,
    questionsPerSession: preferences.practiceSettings.questionsPerSession,
    timeLimitMinutes: String(preferences.practiceSettings.timeLimit / 60),
    difficulty: [...preferences.practiceSettings.difficulty],
  }));

  const update = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const patch: PreferencesPatch = {
      dictionaryLanguage: draft.dictionaryLanguage,
      practiceSettings: {
        questionsPerSession: draft.questionsPerSession,
        timeLimit: Math.round(Number(draft.timeLimitMinutes || 'NaN') * 60),
        difficulty: [...draft.difficulty].sort((a, b) => a - b),
      },
    };
    const body = user ? { username: draft.username, preferences: patch } : { preferences: patch };
    // The contract's schema (and zod) load when the form is sent, not with the page.
    const { updateProfileRequestSchema } = await import('../profile-request');
    const parsed = updateProfileRequestSchema.safeParse(body);
    if (!parsed.success) {
      const found: SettingsErrors = {};
      for (const issue of parsed.error.issues) {
        const field = FIELDS.find((name) => issue.path.includes(name));
        if (field) found[field] = true;
      }
      setErrors(found);
      notify.error(t('settings.errors.invalid'));
      return;
    }
    setErrors({});
    try {
      if (user) await updateProfile.mutateAsync(parsed.data);
      else await savePreferences(patch);
      notify.success(t('settings.saved'));
    } catch (error) {
      notify.error(errorMessage(error, t('errors.updateFailed')));
    }
  };

  return { draft, update, errors, submit, saving: updateProfile.isPending };
}
