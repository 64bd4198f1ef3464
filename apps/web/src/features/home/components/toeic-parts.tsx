import { partsOfType, type QuestionType } from '@toeic-ace/contract/rules';
import { BookOpen, Clock, Headphones } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Official question counts per part of the TOEIC Listening & Reading test. */
const QUESTION_COUNTS = { 1: 6, 2: 25, 3: 39, 4: 30, 5: 30, 6: 16, 7: 54 } as const;

const SECTIONS: { type: QuestionType; icon: typeof Headphones; accent: string }[] = [
  {
    type: 'listening',
    icon: Headphones,
    accent: 'text-indigo-600 bg-indigo-50 dark:text-indigo-300 dark:bg-indigo-500/15',
  },
  {
    type: 'reading',
    icon: BookOpen,
    accent: 'text-sky-700 bg-sky-50 dark:text-sky-300 dark:bg-sky-500/15',
  },
];

/** A factual overview of the seven parts of the test. */
export function ToeicParts() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="toeic-parts-title" data-testid="toeic-parts">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2
            id="toeic-parts-title"
            className="text-xl font-bold text-slate-900 sm:text-2xl dark:text-white"
          >
            {t('testGuide.parts.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
            {t('testGuide.parts.subtitle')}
          </p>
        </div>
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        {SECTIONS.map(({ type, icon: Icon, accent }) => (
          <div
            key={type}
            className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="mb-4 flex items-center justify-between gap-3">
              <div className="flex items-center gap-3">
                <span className={`rounded-xl p-2.5 ${accent}`}>
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
                  {t(`testGuide.parts.sections.${type}.name`)}
                </h3>
              </div>
              <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                <Clock className="h-3.5 w-3.5" aria-hidden />
                {t(`testGuide.parts.sections.${type}.meta`)}
              </span>
            </div>
            <ol className="divide-y divide-slate-100 dark:divide-slate-800">
              {partsOfType(type).map(({ part, key }) => (
                <li key={key} className="flex items-start gap-3 py-3">
                  <span className="mt-0.5 w-14 shrink-0 text-xs font-bold tracking-wide text-slate-500 dark:text-slate-400 uppercase">
                    {t('testGuide.parts.partLabel', { part })}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-slate-800 dark:text-slate-100">
                      {t(`parts.${key}.name`)}
                    </p>
                    <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">
                      {t(`parts.${key}.description`)}
                    </p>
                  </div>
                  <span className="shrink-0 rounded-lg bg-slate-50 px-2 py-1 text-xs font-semibold text-slate-600 tabular-nums dark:bg-slate-800 dark:text-slate-300">
                    {t('testGuide.parts.questions', { count: QUESTION_COUNTS[part] })}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
}
