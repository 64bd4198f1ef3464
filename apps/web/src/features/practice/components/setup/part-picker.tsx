import { partsOfType, type PartKey, type QuestionType } from '@toeic-ace/contract/rules';
import { useTranslation } from 'react-i18next';
import { usePracticeLabels } from '../../labels';
import { ChoiceTiles } from './choice-tile';

/** One part of the chosen type, with its localised name and a line on what it tests. */
export function PartPicker({
  type,
  value,
  onChange,
  disabled,
}: {
  type: QuestionType;
  value: PartKey;
  onChange: (part: PartKey) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const labels = usePracticeLabels();
  return (
    <ChoiceTiles
      label={t('practice.setup.category')}
      testId="practice-part"
      className="grid gap-2 sm:grid-cols-2"
      choices={partsOfType(type).map((part) => ({
        value: part.key,
        title: labels.part(part.key),
        detail: t(`parts.${part.key}.description`),
      }))}
      value={value}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
