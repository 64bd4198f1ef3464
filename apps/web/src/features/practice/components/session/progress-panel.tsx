import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@/components/progress-bar';
import { ProgressDots } from './progress-dots';

interface ProgressPanelProps {
  answers: readonly (number | null)[];
  current: number;
  total: number;
  onSelect: (index: number) => void;
}

/** Answered / remaining / percentage, the bar and the clickable dots. */
export function ProgressPanel({ answers, current, total, onSelect }: ProgressPanelProps) {
  const { t } = useTranslation();
  const answered = answers.filter((a) => a !== null).length;
  const percent = total === 0 ? 0 : Math.round((answered / total) * 100);
  return (
    <section
      data-testid="practice-progress"
      className="rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
        <p className="font-semibold text-slate-900 dark:text-white" data-testid="practice-position">
          {t('practice.session.questionOf', { current: current + 1, total })}
        </p>
        <p className="flex gap-3 text-slate-500 tabular-nums dark:text-slate-400">
          <span data-testid="practice-answered">
            {t('practice.session.answered', { count: answered })}
          </span>
          <span data-testid="practice-remaining">
            {t('practice.session.remaining', { count: Math.max(0, total - answered) })}
          </span>
          <span data-testid="practice-percent">{t('practice.session.percent', { percent })}</span>
        </p>
      </div>
      <ProgressBar percent={percent} label={t('practice.session.progressLabel')} className="mb-4" />
      <ProgressDots answers={answers} current={current} total={total} onSelect={onSelect} />
    </section>
  );
}
