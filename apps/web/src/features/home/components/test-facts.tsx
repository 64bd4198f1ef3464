import { Award, Clock, ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const FACTS = [
  { icon: ListChecks, key: 'questions' },
  { icon: Clock, key: 'duration' },
  { icon: Award, key: 'score' },
] as const;

/** Three headline facts about the test format. */
export function TestFacts() {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {FACTS.map(({ icon: Icon, key }) => (
        <li
          key={key}
          className="flex items-center gap-4 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <span className="rounded-2xl bg-gradient-to-br from-indigo-500 to-sky-500 p-3 text-white shadow-md shadow-indigo-500/20">
            <Icon className="h-5 w-5" aria-hidden />
          </span>
          <div>
            <p className="text-2xl font-bold text-slate-900 tabular-nums dark:text-white">
              {t(`testGuide.facts.${key}.value`)}
            </p>
            <p className="text-sm text-slate-500 dark:text-slate-400">
              {t(`testGuide.facts.${key}.label`)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
