import {
  DEFAULT_PREFERENCES,
  practiceSettingsSchema,
  preferencesSchema,
  type PracticeSettings,
  type Preferences,
} from '@toeic-ace/contract';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keeps every valid practice setting of `input`, taking the rest from `base`. */
export function coercePracticeSettings(input: unknown, base: PracticeSettings): PracticeSettings {
  if (!isRecord(input)) return base;
  const shape = practiceSettingsSchema.shape;
  const difficulty = typeof input.difficulty === 'number' ? [input.difficulty] : input.difficulty;
  const pick = <K extends keyof PracticeSettings>(key: K, value: unknown): PracticeSettings[K] => {
    const parsed = shape[key].safeParse(value);
    return parsed.success ? (parsed.data as PracticeSettings[K]) : base[key];
  };
  return {
    questionsPerSession: pick('questionsPerSession', input.questionsPerSession),
    timeLimit: pick('timeLimit', input.timeLimit),
    difficulty: pick('difficulty', difficulty),
  };
}

/** Stored preferences from an older or damaged copy: valid fields kept, defaults elsewhere. */
export function coercePreferences(input: unknown): Preferences {
  const parsed = preferencesSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const base = DEFAULT_PREFERENCES;
  if (!isRecord(input)) return structuredClone(base);
  const shape = preferencesSchema.shape;
  const theme = shape.theme.safeParse(input.theme);
  const language = shape.language.safeParse(input.language);
  const dictionaryLanguage = shape.dictionaryLanguage.safeParse(input.dictionaryLanguage);
  const timeZone = shape.timeZone.safeParse(input.timeZone);
  return {
    theme: theme.success ? theme.data : base.theme,
    language: language.success ? language.data : base.language,
    dictionaryLanguage: dictionaryLanguage.success
      ? dictionaryLanguage.data
      : base.dictionaryLanguage,
    practiceSettings: coercePracticeSettings(input.practiceSettings, base.practiceSettings),
    ...(timeZone.success && timeZone.data ? { timeZone: timeZone.data } : {}),
  };
}
