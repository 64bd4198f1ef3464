import { PRACTICE, partsOfType } from '@toeic-ace/contract/rules';
import type { PracticeSettings } from '@toeic-ace/contract';
import type { PracticeSetup } from '@/entities/practice-session/types';

/** The product defaults: reading, 10 questions, level 3, Part 5. */
export const DEFAULT_SETUP: PracticeSetup = {
  questionType: 'reading',
  category: 'part5',
  difficulty: PRACTICE.defaultLevel,
  questionCount: PRACTICE.defaultQuestionCount,
};

const validCount = (n: number) =>
  Number.isInteger(n) &&
  n >= PRACTICE.questionCountMin &&
  n <= PRACTICE.questionCountMax &&
  n % PRACTICE.questionCountStep === 0;

/**
 * The setup the form opens with: the user's practice settings when they have any — their
 * questions per session, and of their difficulty levels the default level 3 when it is among
 * them, else the first — otherwise the product defaults.
 */
export function initialSetup(settings?: Partial<PracticeSettings> | null): PracticeSetup {
  const count = settings?.questionsPerSession;
  const levels = (settings?.difficulty ?? []).filter(
    (l) => Number.isInteger(l) && l >= PRACTICE.levelMin && l <= PRACTICE.levelMax,
  );
  return {
    ...DEFAULT_SETUP,
    questionCount: count !== undefined && validCount(count) ? count : DEFAULT_SETUP.questionCount,
    difficulty:
      levels.length === 0 || levels.includes(PRACTICE.defaultLevel)
        ? PRACTICE.defaultLevel
        : levels[0]!,
  };
}

/** Switching the type keeps the part when it belongs to the new type, else takes its first. */
export function withType(setup: PracticeSetup, questionType: PracticeSetup['questionType']) {
  const parts = partsOfType(questionType);
  const keep = parts.some((p) => p.key === setup.category);
  const fallback = questionType === 'reading' ? 'part5' : 'part1';
  return { ...setup, questionType, category: keep ? setup.category : fallback } as PracticeSetup;
}
