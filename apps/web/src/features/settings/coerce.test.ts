import fc from 'fast-check';
import {
  DEFAULT_PREFERENCES,
  practiceSettingsSchema,
  preferencesSchema,
  type PracticeSettings,
  type Preferences,
} from '@toeic-ace/contract';
import { coercePracticeSettings, coercePreferences, isPreferences } from './coerce';

/** What coercion meant when it was written with the contract's schema: the rules' reference. */
function byTheSchema(input: unknown): Preferences {
  const parsed = preferencesSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const base = DEFAULT_PREFERENCES;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return base;
  const record = input as Record<string, unknown>;
  const shape = preferencesSchema.shape;
  const field = <T>(
    schema: { safeParse: (v: unknown) => { success: boolean; data?: T } },
    v: unknown,
    fallback: T,
  ) => {
    const result = schema.safeParse(v);
    return result.success ? (result.data as T) : fallback;
  };
  const timeZone = shape.timeZone.safeParse(record.timeZone);
  return {
    theme: field(shape.theme, record.theme, base.theme),
    language: field(shape.language, record.language, base.language),
    dictionaryLanguage: field(
      shape.dictionaryLanguage,
      record.dictionaryLanguage,
      base.dictionaryLanguage,
    ),
    practiceSettings: practiceByTheSchema(record.practiceSettings, base.practiceSettings),
    ...(timeZone.success && timeZone.data ? { timeZone: timeZone.data } : {}),
  };
}

function practiceByTheSchema(input: unknown, base: PracticeSettings): PracticeSettings {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return base;
  const record = input as Record<string, unknown>;
  const shape = practiceSettingsSchema.shape;
  const difficulty =
    typeof record.difficulty === 'number' ? [record.difficulty] : record.difficulty;
  const pick = <K extends keyof PracticeSettings>(key: K, value: unknown) => {
    const parsed = shape[key].safeParse(value);
    return parsed.success ? (parsed.data as PracticeSettings[K]) : base[key];
  };
  return {
    questionsPerSession: pick('questionsPerSession', record.questionsPerSession),
    timeLimit: pick('timeLimit', record.timeLimit),
    difficulty: pick('difficulty', difficulty),
  };
}

// Values near every rule's edges, and some of the wrong type.
const anyValue = fc.oneof(
  fc.constantFrom(
    'light',
    'dark',
    'zh',
    'ja',
    'en',
    'auto',
    'fr',
    '',
    'Asia/Tokyo',
    'UTC',
    'Mars/Base',
  ),
  fc.integer({ min: -10, max: 7_300 }),
  fc.constantFrom(4, 5, 10, 15, 20, 25, 59, 60, 600, 7_200, 7_201, 1.5, Number.NaN),
  fc.array(fc.integer({ min: -1, max: 7 }), { maxLength: 7 }),
  fc.constantFrom(null, true, undefined),
  fc.string({ maxLength: 70 }),
);
const practice = fc.record(
  {
    questionsPerSession: anyValue,
    timeLimit: anyValue,
    difficulty: anyValue,
    extra: anyValue,
  },
  { requiredKeys: [] },
);
const preferences = fc.record(
  {
    theme: anyValue,
    language: anyValue,
    dictionaryLanguage: anyValue,
    practiceSettings: fc.oneof(practice, anyValue),
    timeZone: anyValue,
    extra: anyValue,
  },
  { requiredKeys: [] },
);
// Mostly valid preferences with one field changed, so the valid path is exercised as often.
const nearlyValid = fc
  .tuple(fc.constantFrom('theme', 'language', 'timeZone', 'practiceSettings'), anyValue)
  .map(([key, value]) => ({ ...DEFAULT_PREFERENCES, timeZone: 'Asia/Tokyo', [key]: value }));

describe('stored preferences are read by the contract’s rules', () => {
  it('keeps and drops exactly the fields the schema would, on generated inputs', () => {
    fc.assert(
      fc.property(fc.oneof(preferences, nearlyValid, anyValue), (input) => {
        expect(coercePreferences(input)).toEqual(byTheSchema(input));
        expect(isPreferences(input)).toBe(preferencesSchema.safeParse(input).success);
      }),
      { numRuns: 3_000 },
    );
  });

  it('keeps valid practice settings one by one', () => {
    fc.assert(
      fc.property(practice, (input) => {
        const base = DEFAULT_PREFERENCES.practiceSettings;
        expect(coercePracticeSettings(input, base)).toEqual(practiceByTheSchema(input, base));
      }),
      { numRuns: 2_000 },
    );
  });

  it('returns a copy, never the stored object itself', () => {
    const stored = {
      ...DEFAULT_PREFERENCES,
      practiceSettings: { ...DEFAULT_PREFERENCES.practiceSettings },
    };
    const read = coercePreferences(stored);
    expect(read).toEqual(stored);
    expect(read).not.toBe(stored);
    expect(read.practiceSettings.difficulty).not.toBe(stored.practiceSettings.difficulty);
  });
});
