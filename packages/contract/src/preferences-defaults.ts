// Without zod: the web app reads these before its first paint (preferences.ts holds the schemas,
// which only the calls that change preferences need).
import { DEFAULT_LANGUAGE, DEFAULT_PRACTICE_SETTINGS } from './constants';
import type { Preferences, PreferencesPatch } from './preferences';

export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'light',
  language: DEFAULT_LANGUAGE,
  dictionaryLanguage: 'auto',
  practiceSettings: {
    ...DEFAULT_PRACTICE_SETTINGS,
    difficulty: [...DEFAULT_PRACTICE_SETTINGS.difficulty],
  },
};

export function mergePreferences(base: Preferences, patch: PreferencesPatch): Preferences {
  const timeZone = patch.timeZone ?? base.timeZone;
  return {
    theme: patch.theme ?? base.theme,
    language: patch.language ?? base.language,
    dictionaryLanguage: patch.dictionaryLanguage ?? base.dictionaryLanguage,
    practiceSettings: { ...base.practiceSettings, ...patch.practiceSettings },
    ...(timeZone === undefined ? {} : { timeZone }),
  };
}
