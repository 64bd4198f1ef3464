import { BookOpen, Headphones, Play, WifiOff, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { Notice } from '@/components/notice';
import { PageHeader } from '@/components/page-header';
import { OptionGroup } from '@/components/option-group';
import { ProgressBar } from '@/components/progress-bar';
import { withType } from '../../setup-defaults';
import type { PracticeSetup as Setup } from '@/entities/practice-session/types';
import { CountSlider } from './count-slider';
import { LevelPicker } from './level-picker';
import { PartPicker } from './part-picker';
import { SetupPreview } from './setup-preview';

interface PracticeSetupProps {
  value: Setup;
  onChange: (setup: Setup) => void;
  onStart: () => void;
  generating: boolean;
  received: number;
  /** The last start found the server out of reach: say so and offer the offline set. */
  unreachable?: boolean;
  onStartOffline?: () => void;
  /** 智能练习: the type and count chosen, questions picked from the learner's ability estimate. */
  onStartAdaptive?: () => void;
}

const sectionLabel = 'mb-2 block text-sm font-medium text-slate-700 dark:text-slate-200';

/** The setup form: type, count, one level, one part, preview, start. */
export function PracticeSetup({
  value,
  onChange,
  onStart,
  generating,
  received,
  unreachable = false,
  onStartOffline,
  onStartAdaptive,
}: PracticeSetupProps) {
  const { t } = useTranslation();
  const update = (changes: Partial<Setup>) => onChange({ ...value, ...changes });
  return (
    <div data-testid="practice-setup" className="space-y-6">
      <PageHeader title={t('practice.title')} subtitle={t('practice.subtitle')} />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Card>
          <fieldset disabled={generating} className="space-y-7">
            <div>
              <span className={sectionLabel}>{t('practice.setup.type')}</span>
              <OptionGroup
                label={t('practice.setup.type')}
                testId="practice-type"
                columns={2}
                value={value.questionType}
                onChange={(type) => onChange(withType(value, type))}
                options={[
                  {
                    value: 'listening',
                    label: t('practice.types.listening'),
                    icon: <Headphones className="h-4 w-4" aria-hidden />,
                  },
                  {
                    value: 'reading',
                    label: t('practice.types.reading'),
                    icon: <BookOpen className="h-4 w-4" aria-hidden />,
                  },
                ]}
              />
            </div>
            <CountSlider
              value={value.questionCount}
              onChange={(questionCount) => update({ questionCount })}
            />
            <div>
              <span className={sectionLabel}>{t('practice.setup.level')}</span>
              <LevelPicker
                value={value.difficulty}
                onChange={(difficulty) => update({ difficulty })}
              />
            </div>
            <div>
              <span className={sectionLabel}>{t('practice.setup.category')}</span>
              <PartPicker
                type={value.questionType}
                value={value.category}
                onChange={(category) => update({ category })}
              />
            </div>
          </fieldset>
        </Card>
        <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <SetupPreview setup={value} />
          <Button
            size="lg"
            className="w-full"
            data-testid="practice-start"
            loading={generating}
            onClick={onStart}
          >
            {!generating && <Play className="h-4 w-4" aria-hidden />}
            {generating ? t('practice.setup.generating') : t('practice.setup.start')}
          </Button>
          {onStartAdaptive && (
            <div className="space-y-1.5">
              <Button
                variant="secondary"
                size="lg"
                className="w-full"
                data-testid="practice-start-adaptive"
                disabled={generating}
                onClick={onStartAdaptive}
              >
                <Sparkles className="h-4 w-4" aria-hidden />
                {t('practice.setup.adaptive')}
              </Button>
              <p className="text-center text-xs text-slate-500 dark:text-slate-400">
                {t('practice.setup.adaptiveHint')}
              </p>
            </div>
          )}
          {unreachable && !generating && onStartOffline && (
            <Unreachable onStartOffline={onStartOffline} />
          )}
          {generating && (
            <div data-testid="practice-generating" role="status" className="space-y-2">
              <ProgressBar
                percent={(received / value.questionCount) * 100}
                label={t('practice.setup.generating')}
              />
              <p className="text-center text-xs text-slate-500 tabular-nums dark:text-slate-400">
                {t('practice.setup.progress', { received, total: value.questionCount })}
              </p>
            </div>
          )}
        </aside>
      </div>
    </div>
  );
}

/** The server could not be reached: the offline set is the learner's choice, not a silent switch. */
function Unreachable({ onStartOffline }: { onStartOffline: () => void }) {
  const { t } = useTranslation();
  return (
    <Notice
      tone="warning"
      role="alert"
      testId="practice-unreachable"
      className="space-y-3"
      icon={WifiOff}
      title={t('practice.unreachable.title')}
    >
      <p>{t('practice.unreachable.hint')}</p>
      <Button
        variant="secondary"
        size="sm"
        className="w-full"
        data-testid="practice-start-offline"
        onClick={onStartOffline}
      >
        {t('practice.unreachable.offlineSet')}
      </Button>
    </Notice>
  );
}
