import { Headphones } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { usePracticeLabels } from '../../labels';
import type { PracticeSetup } from '@/entities/practice-session/types';

/** The preview box: the choices as they will be sent. */
export function SetupPreview({ setup }: { setup: PracticeSetup }) {
  const { t } = useTranslation();
  const labels = usePracticeLabels();
  const rows = [
    { key: 'type', term: t('practice.setup.previewType'), value: labels.type(setup.questionType) },
    {
      key: 'count',
      term: t('practice.setup.previewCount'),
      value: t('practice.setup.countValue', { count: setup.questionCount }),
    },
    {
      key: 'level',
      term: t('practice.setup.previewLevel'),
      value: t('practice.setup.levelWithBand', {
        level: labels.level(setup.difficulty),
        band: labels.band(setup.difficulty),
      }),
    },
    { key: 'part', term: t('practice.setup.previewCategory'), value: labels.part(setup.category) },
  ];
  return (
    <Card tone="accent" as="div" testId="practice-preview" title={t('practice.setup.preview')}>
      <dl className="mt-3 space-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.key} className="flex justify-between gap-4">
            <dt className="shrink-0 text-slate-600 dark:text-slate-400">{row.term}</dt>
            <dd
              data-testid={`practice-preview-${row.key}`}
              className="text-right font-medium text-slate-900 dark:text-white"
            >
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      {setup.questionType === 'listening' && (
        <p className="mt-4 flex gap-2 text-xs leading-relaxed text-indigo-800 dark:text-sky-200">
          <Headphones className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
          {t('practice.setup.listeningHint')}
        </p>
      )}
    </Card>
  );
}
