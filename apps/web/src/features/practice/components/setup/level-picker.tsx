import { useTranslation } from 'react-i18next';
import { usePracticeLabels } from '../../labels';
import { ChoiceTiles } from './choice-tile';

const LEVELS = [1, 2, 3, 4, 5] as const;

/** One difficulty level 1–5, each with its score band (under 500 … over 800). */
export function LevelPicker({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (level: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const labels = usePracticeLabels();
  return (
    <ChoiceTiles
      label={t('practice.setup.level')}
      testId="practice-level"
      className="grid grid-cols-2 gap-2 sm:grid-cols-5"
      choices={LEVELS.map((level) => ({
        value: level,
        title: `${level} · ${labels.levelName(level)}`,
        detail: labels.band(level),
      }))}
      value={value}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
