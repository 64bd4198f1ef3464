import { BANK_LIMITS, LANGUAGES, type BankQuestion, type Language } from '@toeic-ace/contract';
import { undiscussed } from './coverage';
import { rareShare } from './frequency';
import { stimulusOf, unitsOf, wordCount, wordingOf, type Unit } from './units';

/** One part's figures at one level, or over all its levels (level 0). */
export interface LevelFigures {
  level: number;
  items: number;
  units: number;
  /** How many keys each letter holds: A, B, C(, D). */
  keys: number[];
  /** Items whose key is strictly longer, in characters, than every other option. */
  keyLongest: number;
  /** Items whose explanation discusses every option, per language. */
  covered: Record<Language, number>;
  /** Mean words of a unit's stimulus (see stimulusOf). */
  stimulusWords: number;
  /** Share of the words of everything the learner hears or reads that are rare (frequency.ts). */
  rareWords: number;
}

export interface Part5Skills {
  level: number;
  items: number;
  /** Tagged vocabulary or collocation. */
  wordMeaning: number;
  inversion: number;
  subjunctive: number;
}

export const isKeyLongest = (q: BankQuestion): boolean => {
  const key = q.options[q.correctAnswer]!.trim().length;
  return q.options.every((o, i) => i === q.correctAnswer || o.trim().length < key);
};

export const isCovered = (q: BankQuestion, language: Language): boolean =>
  undiscussed(q)[language].length === 0;

export function levelFigures(level: number, units: readonly Unit[]): LevelFigures {
  const items = units.flatMap((u) => u.questions);
  const keys = Array.from({ length: items[0]?.options.length ?? 4 }, () => 0);
  for (const q of items) keys[q.correctAnswer]! += 1;
  const covered = Object.fromEntries(
    LANGUAGES.map((l) => [l, items.filter((q) => isCovered(q, l)).length]),
  ) as Record<Language, number>;
  const vocabulary = units.map((u) => rareShare(wordingOf(u)));
  const words = vocabulary.reduce((sum, v) => sum + v.words, 0);
  return {
    level,
    items: items.length,
    units: units.length,
    keys,
    keyLongest: items.filter(isKeyLongest).length,
    covered,
    stimulusWords:
      units.reduce((sum, u) => sum + wordCount(stimulusOf(u)), 0) / (units.length || 1),
    rareWords: vocabulary.reduce((sum, v) => sum + v.rare, 0) / (words || 1),
  };
}

/** Per part: its levels present (1–5), then all levels together (level 0). */
export function partFigures(bank: readonly BankQuestion[], part: number): LevelFigures[] {
  const units = unitsOf(bank.filter((q) => q.part === part));
  const levels = [...new Set(units.map((u) => u.level))].sort((a, b) => a - b);
  return [
    ...levels.map((level) =>
      levelFigures(
        level,
        units.filter((u) => u.level === level),
      ),
    ),
    levelFigures(0, units),
  ];
}

export function part5Skills(bank: readonly BankQuestion[]): Part5Skills[] {
  const tagged = (q: BankQuestion, tags: readonly string[]) => q.tags.some((t) => tags.includes(t));
  const part5 = bank.filter((q) => q.part === 5);
  return [1, 2, 3, 4, 5, 0].map((level) => {
    const items = part5.filter((q) => level === 0 || q.difficulty === level);
    return {
      level,
      items: items.length,
      wordMeaning: items.filter((q) => tagged(q, BANK_LIMITS.part5.wordMeaningTags)).length,
      inversion: items.filter((q) => tagged(q, ['inversion'])).length,
      subjunctive: items.filter((q) => tagged(q, ['subjunctive'])).length,
    };
  });
}
