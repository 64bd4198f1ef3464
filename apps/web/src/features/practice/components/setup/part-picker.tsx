import { partsOfType, type PartKey, type QuestionType } from '@toeic-ace/contract/rules';
import { useTranslation } from 'react-i18next';
import { usePracticeLabels } from '../../labels';
import { ChoiceTile } from './choice-tile';

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
    <div
      role="radiogroup"
      aria-label={t('practice.setup.category')}
      data-testid="practice-part"
      className="grid gap-2 sm:grid-cols-2"
    >
      {partsOfType(type).map((part) => (
        <ChoiceTile
          key={part.key}
          selected={value === part.key}
          onSelect={() => onChange(part.key)}
          disabled={disabled}
          testId={`practice-part-${part.key}`}
          title={labels.part(part.key)}
          detail={t(`parts.${part.key}.description`)}
        />
      ))}
    </div>
  );
}
