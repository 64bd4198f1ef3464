import { create } from 'zustand';
import { mergePreferences, STORAGE_KEYS } from '@toeic-ace/contract/rules';
import type { Preferences, PreferencesPatch } from '@toeic-ace/contract';
import { updateProfile } from '@/entities/user/api/update-profile';
import { readJson, readString, removeKey, writeJson } from '@/lib/storage';
import { useUserStore } from '@/entities/user/store';
import { coercePracticeSettings, coercePreferences, isPreferences } from './coerce';

/**
 * Reads the logged-out preferences (key userPreferences). The legacy `practice_settings` object
 * is folded into them once, written back, and its key removed.
 */
export function readLocalPreferences(): Preferences {
  const preferences = coercePreferences(readJson(STORAGE_KEYS.userPreferences));
  if (readString(STORAGE_KEYS.legacyPracticeSettings) === null) return preferences;
  const legacy = readJson(STORAGE_KEYS.legacyPracticeSettings);
  const migrated = {
    ...preferences,
    practiceSettings: coercePracticeSettings(legacy, preferences.practiceSettings),
  };
  writeJson(STORAGE_KEYS.userPreferences, migrated);
  removeKey(STORAGE_KEYS.legacyPracticeSettings);
  return migrated;
}

interface PreferencesState {
  /** What applies while logged out; a signed-in user's preferences live on the user. */
  local: Preferences;
  reload: () => void;
}

export const usePreferencesStore = create<PreferencesState>()((set) => ({
  local: readLocalPreferences(),
  reload: () => set({ local: readLocalPreferences() }),
}));

/** The preferences in force: the signed-in user's, else the local ones. */
export function currentPreferences(): Preferences {
  const { user, isAuthenticated } = useUserStore.getState();
  return isAuthenticated && user ? user.preferences : usePreferencesStore.getState().local;
}

export const useCurrentPreferences = (): Preferences => {
  const local = usePreferencesStore((state) => state.local);
  const user = useUserStore((state) => (state.isAuthenticated ? state.user : null));
  return user ? user.preferences : local;
};

/**
 * Validates and saves a change: PUT /api/auth/profile when logged in (applied at once, rolled
 * back if the server refuses), otherwise localStorage. Throws an Error for a change the
 * contract refuses, or the ApiClientError.
 */
export async function savePreferences(patch: PreferencesPatch): Promise<Preferences> {
  const { user, isAuthenticated, setUser } = useUserStore.getState();
  const next = mergePreferences(currentPreferences(), patch);
  if (!isPreferences(next)) throw new Error('These preferences are not valid.');
  if (!isAuthenticated || !user) {
    writeJson(STORAGE_KEYS.userPreferences, next);
    usePreferencesStore.setState({ local: next });
    return next;
  }
  const optimistic = { ...user, preferences: next };
  setUser(optimistic);
  try {
    const updated = await updateProfile({ preferences: patch });
    setUser(updated);
    return updated.preferences;
  } catch (error) {
    if (useUserStore.getState().user === optimistic) setUser(user);
    throw error;
  }
}
