import {
  DEFAULT_PREFERENCES,
  DICTIONARY_LANGUAGES,
  LANGUAGES,
  PRACTICE,
  THEMES,
  isValidTimeZone,
} from '@toeic-ace/contract/rules';
import type { PracticeSettings, Preferences } from '@toeic-ace/contract';

/*
 * The rules of the contract's preferencesSchema, written out without zod: stored preferences are
 * read before the first paint, and zod would otherwise be part of every page's first load.
 * coerce.test.ts checks these rules against the schema itself on thousands of generated inputs.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const oneOf =
  <T extends string>(choices: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (choices as readonly string[]).includes(value);

const intIn = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

const valid = {
  theme: oneOf(THEMES),
  language: oneOf(LANGUAGES),
  dictionaryLanguage: oneOf(DICTIONARY_LANGUAGES),
  questionsPerSession: (value: unknown): value is number =>
    intIn(value, PRACTICE.questionCountMin, PRACTICE.questionCountMax) &&
    value % PRACTICE.questionCountStep === 0,
  timeLimit: (value: unknown): value is number =>
    intIn(value, PRACTICE.timeLimitMinSeconds, PRACTICE.timeLimitMaxSeconds),
  difficulty: (value: unknown): value is number[] =>
    Array.isArray(value) &&
    value.length >= 1 &&
    value.length <= PRACTICE.levelMax &&
    value.every((level) => intIn(level, PRACTICE.levelMin, PRACTICE.levelMax)) &&
    new Set(value).size === value.length,
  timeZone: (value: unknown): value is string =>
    typeof value === 'string' && value.length >= 1 && value.length <= 64 && isValidTimeZone(value),
};

const PRACTICE_KEYS = ['questionsPerSession', 'timeLimit', 'difficulty'] as const;
const PREFERENCE_KEYS = ['theme', 'language', 'dictionaryLanguage', 'practiceSettings', 'timeZone'];

const onlyKeys = (input: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(input).every((key) => keys.includes(key));

function isPracticeSettings(input: unknown): input is PracticeSettings {
  return (
    isRecord(input) &&
    onlyKeys(input, PRACTICE_KEYS) &&
    PRACTICE_KEYS.every((key) => valid[key](input[key]))
  );
}

/** Whether `input` is a complete, valid set of preferences (the schema's strict reading). */
export function isPreferences(input: unknown): input is Preferences {
  return (
    isRecord(input) &&
    onlyKeys(input, PREFERENCE_KEYS) &&
    valid.theme(input.theme) &&
    valid.language(input.language) &&
    valid.dictionaryLanguage(input.dictionaryLanguage) &&
    isPracticeSettings(input.practiceSettings) &&
    (input.timeZone === undefined || valid.timeZone(input.timeZone))
  );
}

/** Keeps every valid practice setting of `input`, taking the rest from `base`. */
export function coercePracticeSettings(input: unknown, base: PracticeSettings): PracticeSettings {
  if (!isRecord(input)) return base;
  const difficulty = typeof input.difficulty === 'number' ? [input.difficulty] : input.difficulty;
  return {
    questionsPerSession: valid.questionsPerSession(input.questionsPerSession)
      ? input.questionsPerSession
      : base.questionsPerSession,
    timeLimit: valid.timeLimit(input.timeLimit) ? input.timeLimit : base.timeLimit,
    difficulty: valid.difficulty(difficulty) ? [...difficulty] : base.difficulty,
  };
}

/** Stored preferences from an older or damaged copy: valid fields kept, defaults elsewhere. */
export function coercePreferences(input: unknown): Preferences {
  if (isPreferences(input)) return structuredClone(input);
  const base = DEFAULT_PREFERENCES;
  if (!isRecord(input)) return structuredClone(base);
  return {
    theme: valid.theme(input.theme) ? input.theme : base.theme,
    language: valid.language(input.language) ? input.language : base.language,
    dictionaryLanguage: valid.dictionaryLanguage(input.dictionaryLanguage)
      ? input.dictionaryLanguage
      : base.dictionaryLanguage,
    practiceSettings: coercePracticeSettings(input.practiceSettings, base.practiceSettings),
    ...(valid.timeZone(input.timeZone) ? { timeZone: input.timeZone } : {}),
  };
}
