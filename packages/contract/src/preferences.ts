import { z } from 'zod';
import { DICTIONARY_LANGUAGES, LANGUAGES, PRACTICE, THEMES } from './constants';
import { levelListSchema } from './question';
import { timeZoneSchema } from './time-zone';

export const practiceSettingsSchema = z.strictObject({
  questionsPerSession: z
    .number()
    .int()
    .min(PRACTICE.questionCountMin)
    .max(PRACTICE.questionCountMax)
    .refine((n) => n % PRACTICE.questionCountStep === 0, {
      message: `must be a multiple of ${PRACTICE.questionCountStep}`,
    }),
  /** Seconds; 0 would mean "no limit", which the product does not offer. */
  timeLimit: z.number().int().min(PRACTICE.timeLimitMinSeconds).max(PRACTICE.timeLimitMaxSeconds),
  /** The levels offered first on the setup screen. */
  difficulty: levelListSchema,
});
export type PracticeSettings = z.infer<typeof practiceSettingsSchema>;

export const preferencesSchema = z.strictObject({
  theme: z.enum(THEMES),
  language: z.enum(LANGUAGES),
  dictionaryLanguage: z.enum(DICTIONARY_LANGUAGES),
  practiceSettings: practiceSettingsSchema,
  /**
   * The learner's IANA time zone, as the browser's Intl reports it; review days and streaks
   * follow it. Absent until a browser has reported one.
   */
  timeZone: timeZoneSchema.optional(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** A write may change any subset; practiceSettings merges key by key. Unknown keys are rejected. */
export const preferencesPatchSchema = z.strictObject({
  theme: preferencesSchema.shape.theme.optional(),
  language: preferencesSchema.shape.language.optional(),
  dictionaryLanguage: preferencesSchema.shape.dictionaryLanguage.optional(),
  practiceSettings: practiceSettingsSchema.partial().optional(),
  timeZone: timeZoneSchema.optional(),
});
export type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;
