import { partByKey, type QuestionType } from '@toeic-ace/contract/rules';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type Level = 1 | 2 | 3 | 4 | 5;
type PartKeyName = 'part1' | 'part2' | 'part3' | 'part4' | 'part5' | 'part6' | 'part7';

const asLevel = (level: number): Level => Math.min(5, Math.max(1, Math.round(level))) as Level;

/** Localised labels for parts ("Part 5 语法填空"), levels, level bands and question types. */
export function usePracticeLabels() {
  const { t } = useTranslation();
  const part = useCallback(
    (key: string) => {
      const found = partByKey(key);
      if (!found) return key;
      return t('practice.partLabel', {
        part: found.part,
        name: t(`parts.${found.key as PartKeyName}.name`),
      });
    },
    [t],
  );
  const levelName = useCallback((level: number) => t(`difficulty.names.${asLevel(level)}`), [t]);
  const band = useCallback((level: number) => t(`difficulty.bands.${asLevel(level)}`), [t]);
  const level = useCallback(
    (value: number) => t('practice.levelLabel', { level: asLevel(value), name: levelName(value) }),
    [t, levelName],
  );
  /**
   * The level of a set as its questions state it: one level, or the range when they differ (the
   * offline set mixes levels 2 to 4 whatever level was chosen); `fallback` when it has none yet.
   */
  const setLevel = useCallback(
    (questions: readonly { difficulty: number }[], fallback: number) => {
      const levels = [...new Set(questions.map((q) => asLevel(q.difficulty)))].sort();
      if (levels.length === 0) return level(fallback);
      if (levels.length === 1) return level(levels[0]!);
      return t('practice.levelRange', { from: levels[0], to: levels[levels.length - 1] });
    },
    [t, level],
  );
  const type = useCallback((value: QuestionType) => t(`practice.types.${value}`), [t]);
  return useMemo(
    () => ({ part, level, levelName, band, type, setLevel }),
    [part, level, levelName, band, type, setLevel],
  );
}

export const LETTERS = ['A', 'B', 'C', 'D'] as const;
